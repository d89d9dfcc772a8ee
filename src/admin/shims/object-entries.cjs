// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which drags about 15 KB of
// es-abstract helpers into the sign-in page; every browser the build targets has Object.entries.
module.exports = Object.entries;
