import { checkPasswordRequirements, PASSWORD_REQUIREMENT_LABELS, type PasswordRequirement } from '@finboard/domain/validation';
import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { CheckIcon, DotIcon } from '../../../components/icons';

/** The live requirement checklist shown under sign-up and new-password forms. */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  const checks = checkPasswordRequirements(password, confirmation);
  const requirements = Object.keys(checks) as PasswordRequirement[];
  return (
    <List aria-label="Password requirements" spacing={4} listStyleType="none" ml={0} pl={0}>
      {requirements.map((requirement) => {
        const met = checks[requirement];
        return (
          <List.Item key={requirement} data-met={met}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                {met ? <CheckIcon size={12} strokeWidth={2.6} /> : <DotIcon size={10} />}
              </ThemeIcon>
              <Text fz="sm" c={met ? 'teal.9' : 'dimmed'}>
                {PASSWORD_REQUIREMENT_LABELS[requirement]}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
