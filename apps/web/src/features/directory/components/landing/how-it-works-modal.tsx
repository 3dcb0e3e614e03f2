import { AspectRatio, Box, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { HOW_IT_WORKS_STEPS } from './how-it-works-steps';

export interface HowItWorksModalProps {
  opened: boolean;
  onClose: () => void;
  /** The video to play; empty shows the drawn poster and the three steps. */
  videoUrl: string;
}

const isVideoFile = (url: string) => /\.(mp4|webm|ogg)(\?|#|$)/i.test(url);

/** 'How it works' (spec 02): the product video, or, until one is configured, a poster and three steps. */
export function HowItWorksModal({ opened, onClose, videoUrl }: HowItWorksModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="How it works" size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {videoUrl ? (
        <AspectRatio ratio={16 / 9}>
          {isVideoFile(videoUrl) ? (
            <video src={videoUrl} controls autoPlay aria-label="How it works video" style={{ borderRadius: 8 }} />
          ) : (
            <iframe
              src={videoUrl}
              title="How it works video"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              style={{ border: 0, borderRadius: 8 }}
            />
          )}
        </AspectRatio>
      ) : (
        <Stack gap="lg">
          <HowItWorksPoster />
          <List type="ordered" spacing="md" listStyleType="none" pl={0}>
            {HOW_IT_WORKS_STEPS.map((step, index) => (
              <List.Item
                key={step.title}
                icon={
                  <ThemeIcon radius="xl" size={28} aria-hidden="true">
                    <Text span fz="sm" fw={700}>
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{step.title}</Text>
                <Text c="dimmed" fz="sm">
                  {step.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Modal>
  );
}

/** A poster drawn in SVG (no image to download): a map pin, three advisor cards and a link between two people. */
function HowItWorksPoster() {
  const brand = 'var(--mantine-color-brand-7)';
  const light = 'var(--mantine-color-brand-1)';
  return (
    <Box
      style={{
        borderRadius: 12,
        overflow: 'hidden',
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0), var(--mantine-color-brand-2))',
      }}
    >
      <AspectRatio ratio={16 / 7}>
        <svg viewBox="0 0 640 280" role="img" aria-label="Search by ZIP code, compare advisors, connect and plan together">
          {/* Step 1: a search box with a pin */}
          <rect x="32" y="96" width="160" height="48" rx="24" fill="white" />
          <text x="64" y="127" fontSize="18" fontFamily="inherit" fill="#495057">
            10001
          </text>
          <circle cx="166" cy="120" r="14" fill={brand} />
          <circle cx="164" cy="118" r="5.5" stroke="white" strokeWidth="2.5" fill="none" />
          <path d="M168 122l5 5" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M112 56c-13 0-22 9-22 21 0 16 22 35 22 35s22-19 22-35c0-12-9-21-22-21z" fill={brand} />
          <circle cx="112" cy="77" r="8" fill="white" />
          {/* Step 2: three cards */}
          {[0, 1, 2].map((index) => (
            <g key={index} transform={`translate(${236 + index * 62} ${72 + (index === 1 ? -12 : 0)})`}>
              <rect width="54" height="120" rx="10" fill="white" />
              <circle cx="27" cy="30" r="14" fill={light} />
              <rect x="10" y="54" width="34" height="6" rx="3" fill={brand} />
              <rect x="14" y="66" width="26" height="5" rx="2.5" fill="#ced4da" />
              <path d="M14 86h26" stroke="#fab005" strokeWidth="5" strokeLinecap="round" strokeDasharray="3 3" />
              <rect x="10" y="98" width="34" height="12" rx="6" fill={index === 1 ? brand : light} />
            </g>
          ))}
          {/* Step 3: two people linked */}
          <circle cx="484" cy="110" r="20" fill="white" />
          <circle cx="584" cy="110" r="20" fill="white" />
          <circle cx="484" cy="104" r="7" fill={brand} />
          <path d="M472 122a12 10 0 0 1 24 0z" fill={brand} />
          <circle cx="584" cy="104" r="7" fill={brand} />
          <path d="M572 122a12 10 0 0 1 24 0z" fill={brand} />
          <path d="M508 110h52" stroke={brand} strokeWidth="4" strokeLinecap="round" strokeDasharray="2 8" />
          <path d="M500 170l20 18 44-44" stroke={brand} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          {/* Step numbers */}
          {[112, 328, 534].map((x, index) => (
            <g key={x}>
              <circle cx={x} cy="236" r="16" fill={brand} />
              <text x={x} y="242" textAnchor="middle" fontSize="16" fontWeight="700" fill="white" fontFamily="inherit">
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
      </AspectRatio>
    </Box>
  );
}
