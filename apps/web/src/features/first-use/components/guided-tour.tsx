import { ActionIcon, Box, Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/icons';
import { cardPosition } from '../lib/card-position';
import { TOUR_STEPS, tourProgress } from '../lib/tour-steps';
import { useElementRect } from './use-element-rect';
import type { GuidedTour as Tour } from './use-guided-tour';

const CARD = { width: 340, height: 200 };
const PAD = 6;

/** The tour's overlay: the page dimmed but for the step's element, and a card with the step. */
export function GuidedTour({ tour }: { tour: Tour }) {
  const step = tour.stepIndex === null ? undefined : TOUR_STEPS[tour.stepIndex];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const box = useElementRect(step && pathname === step.route ? step.target : null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // A step on another page takes the tour there.
  useEffect(() => {
    if (step && pathname !== step.route) void navigate(step.route);
  }, [step, pathname, navigate]);

  // Focus moves to Next once per step (when its element is found), not on every frame's measure.
  const found = box !== null;
  const stepIndex = tour.stepIndex;
  useEffect(() => {
    if (found) nextButton.current?.focus();
  }, [found, stepIndex]);

  // The card waits for its page: a step never shows over the page it is leaving.
  if (!step || tour.stepIndex === null || pathname !== step.route) return null;
  const view = { width: window.innerWidth, height: window.innerHeight };
  const place = box ? cardPosition(box, CARD, view) : { top: view.height / 2 - CARD.height / 2, left: view.width / 2 - CARD.width / 2 };

  return (
    <Portal>
      {/* Catches clicks: the page under the tour waits until it ends. */}
      <Box pos="fixed" inset={0} style={{ zIndex: 400, background: box ? 'transparent' : 'rgba(0, 0, 0, 0.45)' }} />
      {box && (
        <Box
          aria-hidden="true"
          pos="fixed"
          style={{
            zIndex: 401,
            top: box.top - PAD,
            left: box.left - PAD,
            width: box.width + PAD * 2,
            height: box.height + PAD * 2,
            borderRadius: 12,
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
            outline: '2px solid var(--mantine-color-brand-4)',
            pointerEvents: 'none',
          }}
        />
      )}
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-step-title"
        aria-describedby="tour-step-text"
        shadow="xl"
        p="md"
        radius="md"
        withBorder
        pos="fixed"
        w={CARD.width}
        style={{ zIndex: 402, top: place.top, left: place.left }}
        onKeyDown={(event) => event.key === 'Escape' && tour.close()}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb={6}>
          <Text id="tour-step-title" fw={650} fz="lg">
            {step.title}
          </Text>
          <ActionIcon variant="subtle" color="gray" onClick={tour.close} aria-label="Close tour">
            <CloseIcon size={16} />
          </ActionIcon>
        </Group>
        <Text id="tour-step-text" fz="sm" c="dimmed" mb="md">
          {step.description}
        </Text>
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {tourProgress(tour.stepIndex, TOUR_STEPS.length)}
          </Text>
          <Button ref={nextButton} onClick={tour.next}>
            Next
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
