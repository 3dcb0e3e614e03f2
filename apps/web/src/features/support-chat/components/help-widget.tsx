import { ActionIcon, Affix, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { ChatContactForm, type ChatContact } from './chat-contact-form';
import { ChatConversation } from './chat-conversation';

const OPENERS = ["Sure, Let's talk!", 'I need help with a technical issue'] as const;

/**
 * The support chat (spec 02 §2): choose an opener, leave name, email and phone, then write; each
 * message is mailed to the support mailbox.
 */
export function HelpWidget({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [opener, setOpener] = useState<string | null>(null);
  const [contact, setContact] = useState<ChatContact | null>(null);

  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={300}>
      <Transition mounted={opened} transition="slide-up" duration={150}>
        {(style) => (
          <Paper style={style} shadow="xl" withBorder w={{ base: 'calc(100vw - 48px)', xs: 360 }} role="dialog" aria-label="Help">
            <Group justify="space-between" px="md" py="sm" bg="brand.7" style={{ borderRadius: '16px 16px 0 0' }}>
              <Stack gap={0}>
                <Text c="white" fw={600}>
                  Help
                </Text>
                <Text c="brand.1" fz="xs">
                  Questions about your account
                </Text>
              </Stack>
              <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label="Close help">
                <CloseIcon size={18} />
              </ActionIcon>
            </Group>
            <Stack p="md" gap="sm">
              {!opener && (
                <>
                  <Text fz="sm">Hi! How can we help you today?</Text>
                  {OPENERS.map((text) => (
                    <Paper
                      key={text}
                      component="button"
                      type="button"
                      withBorder
                      p="xs"
                      px="sm"
                      radius="xl"
                      onClick={() => setOpener(text)}
                      style={{ cursor: 'pointer', textAlign: 'left', background: 'white' }}
                    >
                      <Text fz="sm" c="brand.7" fw={500}>
                        {text}
                      </Text>
                    </Paper>
                  ))}
                </>
              )}
              {opener && !contact && <ChatContactForm opener={opener} onSubmit={setContact} />}
              {opener && contact && <ChatConversation opener={opener} contact={contact} />}
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
