import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useGetResourceLabel, useLocaleState, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { iconOf } from '@/admin/resources/icons';
import { emptyMessage, nameInSentence } from './sentence';

/** The list of a resource that has no records yet: its icon, "No <records> yet", and Create where allowed. */
export function EmptyList({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const getResourceLabel = useGetResourceLabel();
  const { canAccess: canCreate } = useCanAccess({ resource: def.name, action: 'create', enabled: !def.readOnly });
  const Icon = iconOf(def.icon);
  const name = nameInSentence(getResourceLabel(def.name, 2), locale);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, mx: 'auto', maxWidth: 520 }} data-testid="empty-list">
      <Icon sx={{ fontSize: 72, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {translate(emptyMessage(name), { name })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(canCreate ? 'vp.list.empty_invite' : 'vp.list.empty_read_only')}
      </Typography>
      {canCreate && <CreateButton variant="contained" sx={{ position: 'static' }} />}
    </Box>
  );
}
