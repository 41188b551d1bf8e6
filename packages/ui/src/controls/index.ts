// The staff app's controls, on React Aria Components (issue 34). The visitor shop keeps its own
// native controls: React Aria would add 12 to 45 KB (brotli) to a visitor's first load (decision
// 0025), so this entry is apart from the kit's main one, which the shop imports.

export { AnnouncerProvider, useAnnounce } from './Announcer.tsx';
export { Button, buttonClass } from './Button.tsx';
export { DialogActions, ModalDialog } from './Dialog.tsx';
export { Checkbox, fieldStyles, SelectField, TextField } from './Field.tsx';
export { type ErrorWording, FormSelectField, FormTextField } from './FormFields.tsx';
