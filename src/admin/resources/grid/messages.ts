/** Texts of the lists' editable cells and bulk edit (`vp.grid.*`). */
export const gridMessages = {
  vp: {
    grid: {
      edit: 'Edit %{field}',
      editing: '%{field}, new value',
      none: '(none)',
      conflict: 'Someone else changed this record meanwhile. Its current value:',
      reload: 'Reload',
      overwrite: 'Overwrite',
      bulk_edit: 'Bulk edit',
      bulk_title: 'Edit %{smart_count} record |||| Edit %{smart_count} records',
      bulk_field: 'Field',
      bulk_value: 'New value',
      bulk_apply: 'Apply',
      bulk_done: '%{smart_count} record updated |||| %{smart_count} records updated',
    },
  },
};
