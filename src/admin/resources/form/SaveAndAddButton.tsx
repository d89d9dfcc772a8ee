import { SaveButton, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** Saves a new record and empties the form for the next one, staying on the create page. */
export function SaveAndAddButton() {
  const notify = useNotify();
  const { reset } = useFormContext();
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label="vp.form.save_and_add"
      icon={<></>}
      mutationOptions={{
        onSuccess: () => {
          reset();
          window.scrollTo(0, 0);
          notify('vp.form.saved_next', { type: 'success' });
        },
      }}
    />
  );
}
