import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';

/**
 * A list row's title as a real link to the record's page: the row's click is a mouse's only, the link is what
 * Tab reaches, Enter follows, a middle click opens in a new tab and a screen reader lists.
 */
export function TitleLink({ def, children }: { def: ResourceDef; children: ReactNode }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return children;
  return (
    <Link
      to={createPath({ resource: def.name, id: record.id, type: 'show' })}
      // The row would navigate too: once is enough.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{
        color: 'inherit',
        fontWeight: 500,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Link>
  );
}
