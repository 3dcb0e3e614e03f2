import type { TPhoneOption } from '@finboard/contracts';
import { isAreaCode, LOCAL_NUMBER_MESSAGES } from '@finboard/domain/workspace';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { localNumberQuery, useFindNumbers, useSelectNumber } from '../api';

/** The advisor's own local number: Pick Number, Find Numbers by area code, Select Number (spec 01 §2). */
export function PickNumber() {
  const current = useQuery(localNumberQuery());
  const find = useFindNumbers();
  const select = useSelectNumber();
  const [picking, setPicking] = useState(false);
  const [areaCode, setAreaCode] = useState('');
  const [options, setOptions] = useState<TPhoneOption[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function findNumbers() {
    if (!isAreaCode(areaCode)) return setProblem(LOCAL_NUMBER_MESSAGES.areaCodeInvalid);
    setProblem(null);
    find.mutate(areaCode.trim(), { onSuccess: (data) => setOptions(data.numbers), onError: (error) => setProblem(errorMessage(error)) });
  }

  function selectNumber() {
    if (!chosen) return;
    select.mutate(chosen, { onSuccess: () => setPicking(false), onError: (error) => setProblem(errorMessage(error)) });
  }

  const number = current.data?.number ?? null;
  return (
    <Stack gap="sm" mb="lg">
      <Group>
        <Text>{number ? `Your number: ${number.friendlyName}` : 'You have no local number yet.'}</Text>
        <Button variant="light" size="xs" onClick={() => setPicking(true)}>
          Pick Number
        </Button>
      </Group>
      {picking && (
        <Stack gap="sm">
          {problem && <Alert color="red">{problem}</Alert>}
          <Group align="flex-end">
            <TextInput label="Area code" value={areaCode} onChange={(event) => setAreaCode(event.currentTarget.value)} maxLength={3} />
            <Button onClick={findNumbers} loading={find.isPending}>
              Find Numbers
            </Button>
          </Group>
          {options && (
            <Radio.Group label="Available numbers" value={chosen} onChange={setChosen}>
              <Stack gap={4} mt={4}>
                {options.map((option) => (
                  <Radio key={option.phoneNumber} value={option.phoneNumber} label={option.friendlyName} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {options && (
            <Button w="fit-content" disabled={!chosen} loading={select.isPending} onClick={selectNumber}>
              Select Number
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
