import { formatDateTime } from '@finboard/domain/format';
import type { TInstitution } from '@finboard/contracts';
import { ActionIcon, Anchor, Button, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { DotsIcon } from '../../../components/action-icons';
import { InstitutionLogo } from '../../../components/institution-logo';
import { paths } from '../../../config/paths';
import { STATUS_TEXT } from '../../../lib/status-text';
import { incompleteNote } from '../lib/incomplete-note';
import { institutionAmountText } from '../lib/institution-list';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

export interface InstitutionsTableProps {
  institutions: TInstitution[];
  /** An advisor's view: no Delete, no Refresh Login, no row menu. */
  isReadOnly: boolean;
  userId?: string;
  onDelete: (institution: TInstitution) => void;
  onDisconnect: (institution: TInstitution) => void;
  onRefreshLogin: (institution: TInstitution) => void;
  onSync: (institution: TInstitution) => void;
}

function DetailsCell({
  institution,
  isReadOnly,
  userId,
  onRefreshLogin,
}: Pick<InstitutionsTableProps, 'isReadOnly' | 'userId' | 'onRefreshLogin'> & { institution: TInstitution }) {
  if (institution.needsLogin && !isReadOnly) {
    return (
      <Button size="xs" color="red" variant="light" onClick={() => onRefreshLogin(institution)}>
        Refresh Login
      </Button>
    );
  }
  return (
    <Anchor component={Link} to={paths.clientAccountDetails(institution.name, { id: institution.id, userId })} fz="sm">
      View Details
    </Anchor>
  );
}

function RowMenu({ institution, onDisconnect, onSync }: Pick<InstitutionsTableProps, 'onDisconnect' | 'onSync'> & { institution: TInstitution }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${institution.name}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!institution.isManualRecord && <Menu.Item onClick={() => onSync(institution)}>Sync Now</Menu.Item>}
        <Menu.Item color="red" onClick={() => onDisconnect(institution)}>
          Disconnect
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Connected accounts: one row per institution (spec 02 "Connected accounts"). */
export function InstitutionsTable(props: InstitutionsTableProps) {
  const { institutions, isReadOnly, onDelete } = props;
  return (
    <StackedTable minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>
              <VisuallyHidden>Logo</VisuallyHidden>
            </Table.Th>
            <Table.Th>Institution Name</Table.Th>
            <Table.Th>Date Linked</Table.Th>
            {!isReadOnly && <Table.Th>Action</Table.Th>}
            <Table.Th>Details</Table.Th>
            {!isReadOnly && (
              <Table.Th w={48}>
                <VisuallyHidden>More</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {institutions.map((institution) => (
            <Table.Tr key={institution.id}>
              <Table.Td>
                <InstitutionLogo name={institution.name} logoUrl={institution.logoUrl} needsLogin={institution.needsLogin} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600}>{institution.name}</Text>
                  <Group gap={6}>
                    <Text fz="xs" c="dimmed">
                      {institutionAmountText(institution)}
                    </Text>
                    {institution.needsLogin && (
                      <Text fz="xs" c={STATUS_TEXT.danger}>
                        Login required
                      </Text>
                    )}
                    {!institution.needsLogin && institution.incompleteParts.length > 0 && (
                      <Text fz="xs" c={STATUS_TEXT.warning} title={incompleteNote(institution)}>
                        Not fully updated
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>{formatDateTime(institution.linkedAt)}</Table.Td>
              {!isReadOnly && (
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(institution)}>
                    Delete
                  </Button>
                </Table.Td>
              )}
              <Table.Td>
                <DetailsCell institution={institution} {...props} />
              </Table.Td>
              {!isReadOnly && (
                <Table.Td>
                  <RowMenu institution={institution} {...props} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}
