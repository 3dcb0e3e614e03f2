import { AspectRatio, Box, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/app-error';
import { useAppSettings, useDismissWelcome } from '../api';
import { WelcomePoster } from './welcome-poster';

const isVideoFile = (url: string) => /\.(mp4|webm|ogg)(\?|#|$)/i.test(url);

function WelcomeVideo({ url }: { url: string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {isVideoFile(url) ? (
        <video src={url} controls aria-label="Welcome video" style={{ borderRadius: 8 }} />
      ) : (
        <iframe
          src={url}
          title="Welcome video"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0, borderRadius: 8 }}
        />
      )}
    </AspectRatio>
  );
}

/**
 * The welcome splash (spec 01 §2): 'Congratulations {name}!', the product video (WELCOME_VIDEO_URL;
 * a poster and a few words while none is set) and Get Started, which the server remembers.
 */
export function WelcomeSplash({ name, onStarted }: { name: string; onStarted: () => void }) {
  const settings = useAppSettings(true);
  const dismiss = useDismissWelcome();
  const videoUrl = settings.data?.welcomeVideoUrl ?? null;
  const start = () => dismiss.mutate(undefined, { onSuccess: onStarted });

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="xl"
      centered
      aria-labelledby="welcome-title"
    >
      <Stack gap="lg" p="sm">
        <Title id="welcome-title" order={2} ta="center">
          {`Congratulations ${name}!`}
        </Title>
        {videoUrl ? (
          <WelcomeVideo url={videoUrl} />
        ) : (
          <Stack gap="sm">
            <WelcomePoster />
            <Text ta="center">Your account is ready. Connect your accounts, see your net worth and cash flow, and plan your retirement with your advisor.</Text>
          </Stack>
        )}
        {dismiss.isError && (
          <Text c="red" fz="sm" role="alert" ta="center">
            {errorMessage(dismiss.error)}
          </Text>
        )}
        <Box ta="center">
          <Button size="md" onClick={start} loading={dismiss.isPending}>
            Get Started
          </Button>
        </Box>
      </Stack>
    </Modal>
  );
}
