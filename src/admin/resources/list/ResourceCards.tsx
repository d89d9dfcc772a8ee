import type { MouseEvent, ReactElement } from 'react';
import { Box, Checkbox } from '@mui/material';
import { SimpleList, useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { displayField } from '@/admin/resources/fields';
import { RecordTitle } from '@/admin/resources/RecordTitle';
import { BulkBar } from './BulkBar';
import { CREATED_AT } from './columns';
import type { FieldEntry } from '@/admin/resources/roleFields';

interface ResourceCardsProps {
  def: ResourceDef;
  /** The list's default columns, in order (the fields a role sees, long texts left out). */
  columns: FieldEntry[];
  /** How a field is displayed (an area's own display, or the generated one). */
  display: (name: string) => ReactElement;
  /** The area displays the title field itself (an audit entry's action in words): the card's title shows that. */
  ownTitle?: boolean;
  /** The list's bulk actions, for the cards ticked (none: the cards have no tick boxes). */
  bulkActions?: ReactElement | false;
}

/** The fields a card shows under its title and beside it: the definition's `card`, else the first list columns. */
function cardFields(def: ResourceDef, columns: FieldEntry[]) {
  const shown = new Set(columns.map(([name]) => name));
  const listed = columns.filter(([name, field]) => field.list && name !== def.title).map(([name]) => name);
  const secondary = (def.card?.secondary ?? listed.slice(0, 2)).filter((name) => shown.has(name));
  const tertiary = def.card?.tertiary ?? (def.listCreatedAt ? 'created_at' : undefined);
  return { secondary, tertiary: tertiary === 'created_at' || (tertiary && shown.has(tertiary)) ? tertiary : undefined };
}

/** One value on a card, left out when the record has none (so no separator stands alone). */
function CardPart({ source, children }: { source: string; children: ReactElement }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {children}
    </Box>
  );
}

/** A card's tick box: it selects the record for the bulk actions and never opens it. */
function CardCheckbox({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onToggleItem(id);
  };
  return (
    <Checkbox
      edge="start"
      checked={selectedIds.includes(id)}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

/** A phone's list: one card per record, its title first, then what the definition's `card` names. */
export function ResourceCards({ def, columns, display, ownTitle = false, bulkActions = false }: ResourceCardsProps) {
  const { secondary, tertiary } = cardFields(def, columns);
  return (
    <>
      {bulkActions && <BulkBar>{bulkActions}</BulkBar>}
      <SimpleList
        rowClick="show"
        className="list-cards"
        leftIcon={bulkActions ? (record) => <CardCheckbox id={record.id} /> : undefined}
        primaryText={ownTitle ? display(def.title) : <RecordTitle def={def} />}
        secondaryText={
          secondary.length ? (
            <Box
              component="span"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
                mt: 0.5,
                clear: 'both',
                // The dot ends a value's line, so a wrapped line never starts with one.
                '& > *:not(:last-child)::after': { content: '"·"', ml: 1, color: 'text.secondary' },
              }}
            >
              {secondary.map((name) => (
                <CardPart key={name} source={name}>
                  {display(name)}
                </CardPart>
              ))}
            </Box>
          ) : undefined
        }
        tertiaryText={
          tertiary ? (
            <Box component="span" sx={{ float: 'right', ml: 1, color: 'text.secondary', typography: 'body2' }}>
              {tertiary === 'created_at' ? displayField('created_at', CREATED_AT) : display(tertiary)}
            </Box>
          ) : undefined
        }
        sx={{ '& .MuiListItemText-primary': { fontWeight: 500 }, '& .MuiListItemIcon-root': { minWidth: 40 } }}
      />
    </>
  );
}
