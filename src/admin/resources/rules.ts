/**
 * The fields' zod rules, the same the API applies, loaded when a form opens or a list cell is first edited:
 * zod and the rules are not needed to show a list, and would otherwise come with the console's first screen.
 */
export const loadRules = () =>
  Promise.all([import('@/domain/schema'), import('@/domain/validation')]).then(([schema, validation]) => ({
    fieldSchema: schema.fieldSchema,
    recordSchema: schema.recordSchema,
    issueMessage: validation.issueMessage,
    messageParts: validation.messageParts,
  }));
