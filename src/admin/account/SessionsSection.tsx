import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OwnSession } from '../../domain/auth';
import { FailureAlert } from '../auth/FailureAlert';
import { apiPost, errorMessage, httpClient } from '../providers/http';

/** The user's own signed-in devices: each with its browser, address and last use; any but this one can be ended. */
export function SessionsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [sessions, setSessions] = useState<OwnSession[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    httpClient('/api/me/sessions')
      .then(({ json }) => setSessions(json as OwnSession[]))
      .catch((error: Error) => setFailure(error.message));
  }, []);
  useEffect(load, [load]);
  const device = (s: OwnSession) =>
    s.browser && s.os
      ? translate('vp.sessions.device', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? translate('vp.sessions.unknown_device'));
  const end = async (s: OwnSession) => {
    try {
      await apiPost(`/api/me/sessions/${s.id}/end`, {});
      notify('vp.sessions.ended', { type: 'success' });
      load();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="sessions-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="sessions-title" sx={{ mb: 1 }}>
          {translate('vp.sessions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('vp.sessions.intro')}
        </Typography>
        <FailureAlert failure={failure} />
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
                    seen: when(s.last_seen_at),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
