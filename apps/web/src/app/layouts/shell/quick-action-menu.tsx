import { Affix, Button, Stack, ActionIcon } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BankLinkStarter } from '../../../features/accounts/components/bank-link-starter';
import { notifyError } from '../../../lib/notify';
import { FLOATING_EDGE_PX, QUICK_ACTION_SIZE_PX } from '../floating-room';
import type { QuickAction } from './menus/quick-actions';
import { useScrollAway } from './use-scroll-away';

/** Spec 01 §2: an outside click closes the menu after this delay. */
export const OUTSIDE_CLICK_CLOSE_MS = 500;

function PlusIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** The quick-action floating menu (spec 01 §2 Menus). */
export function QuickActionMenu({ actions, onHelp }: { actions: QuickAction[]; onHelp: () => void }) {
  const [opened, setOpened] = useState(false);
  // How many times 'Account' asked for the bank link; 0 until it is first chosen.
  const [bankLinkRequest, setBankLinkRequest] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  // Steps aside while a small screen scrolls down, unless open or reached by the keyboard.
  const away = useScrollAway() && !opened && !focused;

  useEffect(() => {
    if (!opened) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setOpened(false), OUTSIDE_CLICK_CLOSE_MS);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      clearTimeout(timer);
    };
  }, [opened]);

  const choose = (action: QuickAction) => {
    setOpened(false);
    if ('help' in action) onHelp();
    else if ('bankLink' in action) setBankLinkRequest((count) => count + 1);
    else if (action.notice) notifyError(action.notice, 'Upgrade your plan');
  };

  return (
    <Affix position={{ bottom: `calc(${FLOATING_EDGE_PX}px + var(--mobile-banner-offset, 0px))`, right: FLOATING_EDGE_PX }} zIndex={200}>
      <Stack
        ref={root}
        align="flex-end"
        gap="xs"
        data-away={away || undefined}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(root.current?.contains(event.relatedTarget) ?? false)}
        style={{
          transform: away ? `translateY(calc(100% + ${FLOATING_EDGE_PX}px + var(--mobile-banner-offset, 0px)))` : undefined,
          transition: 'transform 200ms ease',
          pointerEvents: away ? 'none' : undefined,
        }}
      >
        {opened && (
          <Stack id="quick-actions" gap={6} align="flex-end" role="menu" aria-label="Quick actions">
            {actions.map((action) =>
              'href' in action ? (
                <Button
                  key={action.key}
                  role="menuitem"
                  component={Link}
                  to={action.href}
                  radius="xl"
                  variant="white"
                  color="brand"
                  onClick={() => choose(action)}
                  style={{ boxShadow: 'var(--mantine-shadow-md)' }}
                >
                  {action.label}
                </Button>
              ) : (
                <Button
                  key={action.key}
                  role="menuitem"
                  radius="xl"
                  variant="white"
                  color="brand"
                  onClick={() => choose(action)}
                  style={{ boxShadow: 'var(--mantine-shadow-md)' }}
                >
                  {action.label}
                </Button>
              ),
            )}
          </Stack>
        )}
        <ActionIcon
          size={QUICK_ACTION_SIZE_PX}
          radius="xl"
          variant="filled"
          aria-label="Quick actions"
          aria-haspopup="menu"
          aria-expanded={opened}
          aria-controls={opened ? 'quick-actions' : undefined}
          onClick={() => setOpened((value) => !value)}
          style={{ boxShadow: 'var(--mantine-shadow-lg)', transform: opened ? 'rotate(45deg)' : undefined, transition: 'transform 150ms' }}
        >
          <PlusIcon />
        </ActionIcon>
      </Stack>
      {bankLinkRequest > 0 && <BankLinkStarter request={bankLinkRequest} />}
    </Affix>
  );
}
