import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OwnSession } from '@/domain/auth';
import { apiGet, apiPost, errorMessage } from '@/admin/providers/http';
import { DATE_TIME_FORMAT } from '@/admin/resources/fields';
import { AccountSection } from './AccountSection';

const SESSIONS_KEY = ['me', 'sessions'];

/** The user's own signed-in devices: each with its browser, address and last use; any but this one can be ended. */
export function SessionsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: sessions, error } = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiGet<OwnSession[]>('/api/me/sessions'),
  });
  const device = (s: OwnSession) =>
    s.browser && s.os
      ? translate('vp.sessions.device', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? translate('vp.sessions.unknown_device'));
  const end = async (s: OwnSession) => {
    try {
      await apiPost(`/api/me/sessions/${s.id}/end`, {});
      notify('vp.sessions.ended', { type: 'success' });
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };
  const when = new Intl.DateTimeFormat(locale, DATE_TIME_FORMAT);
  return (
    <AccountSection
      id="sessions-title"
      title="vp.sessions.title"
      intro="vp.sessions.intro"
      failure={failure ?? (error ? errorMessage(error) : null)}
    >
      {sessions && (
        <List dense>
          {sessions.map((s) => (
            <ListItem
              key={s.id}
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                s.current ? (
                  <Chip size="small" color="primary" label={translate('vp.sessions.current')} />
                ) : (
                  <Button
                    color="error"
                    aria-label={translate('vp.sessions.end_named', { device: device(s) })}
                    onClick={() => void end(s)}
                  >
                    {translate('vp.sessions.end')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: 12 }}
                primary={device(s)}
                secondary={translate('vp.sessions.details', {
                  ip: s.ip ?? '?',
                  seen: when.format(new Date(s.last_seen_at)),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
