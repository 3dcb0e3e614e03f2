import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { useInstallPrompt } from '../install-prompt';

const DISMISSED_KEY = 'mobileAppBannerDismissed';
/** Spec 02: the mobile breakpoint. */
const MOBILE_QUERY = '(max-width: 576px)';
const BANNER_HEIGHT = 64;

const wasDismissed = () => {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * Spec 01 §2: a dismissible banner inviting to get the mobile app, with Install (the browser's
 * install prompt for this web app). Phones only; not inside the installed app; gone once dismissed.
 */
export function MobileAppBanner() {
  const isPhone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const isInstalled = useMediaQuery('(display-mode: standalone)', false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [hint, setHint] = useState(false);
  const { canInstall, install } = useInstallPrompt();
  const shown = isPhone && !isInstalled && !dismissed;

  // Floating buttons rise above the banner while it shows.
  useEffect(() => {
    if (!shown) return undefined;
    document.documentElement.style.setProperty('--mobile-banner-offset', `${BANNER_HEIGHT}px`);
    return () => {
      document.documentElement.style.removeProperty('--mobile-banner-offset');
    };
  }, [shown]);

  if (!shown) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Private mode: dismissed for this visit only.
    }
  };
  const onInstall = async () => {
    if (!canInstall) return setHint(true);
    if ((await install()) === 'accepted') dismiss();
  };

  return (
    <Paper
      role="region"
      aria-label="Get the app"
      shadow="lg"
      radius={0}
      px="md"
      pos="fixed"
      style={{
        zIndex: 250,
        left: 0,
        right: 0,
        bottom: 0,
        minHeight: BANNER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
        <img src="/icons/icon-192.png" alt="" width={36} height={36} style={{ borderRadius: 8 }} />
        <Text fz="sm" style={{ flex: 1 }}>
          {hint ? "Open your browser's menu and choose Add to Home Screen." : `Get the ${env.productName} app on your phone.`}
        </Text>
        <Button size="xs" onClick={() => void onInstall()}>
          Install
        </Button>
        <ActionIcon variant="subtle" color="gray" onClick={dismiss} aria-label="Dismiss">
          <CloseIcon size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
