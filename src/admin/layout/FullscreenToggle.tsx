import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';

export function FullscreenToggle() {
  const translate = useTranslate();
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = translate(active ? 'vp.shell.exit_fullscreen' : 'vp.shell.fullscreen');
  const toggle = () => {
    const action = active ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    action?.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
