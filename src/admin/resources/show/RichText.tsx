// react-admin's rich-text field sanitises with DOMPurify: it loads when a rich text is first shown.
export { RichTextField as default } from 'react-admin';
