import type { TScenario } from '@finboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../../test/render';
import { scenarioQuery } from '../../api';
import { cardScenario, thumbnails } from '../scenario-test-data';
import { ThumbnailsField } from './thumbnails-field';

const ID = '33333333-3333-4333-8333-333333333333';
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** As in the editor: the scenario is the stored detail, which every answer replaces. */
function FieldFromCache() {
  const query = useQuery(scenarioQuery(ID));
  return query.data ? <ThumbnailsField scenario={query.data.scenario} /> : null;
}

function renderField(start: number) {
  let scenario: TScenario = cardScenario({ thumbnails: thumbnails(ID, start) });
  const stub = stubFetch({
    [`GET /api/scenarios/${ID}`]: () => ({ body: { scenario } }),
    [`POST /api/scenarios/${ID}/thumbnails`]: () => {
      scenario = { ...scenario, thumbnails: thumbnails(ID, scenario.thumbnails.length + 1) };
      return { body: { scenario } };
    },
    [`DELETE /api/scenarios/${ID}/thumbnails/00000000-0000-4000-8000-000000000000`]: () => {
      scenario = { ...scenario, thumbnails: scenario.thumbnails.slice(1) };
      return { body: { scenario } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<FieldFromCache />, { url: '/client/scenarios', user: makeUser() });
  return { stub, user: userEvent.setup({ applyAccept: false }) };
}

const uploads = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'POST');

describe('scenario images', () => {
  it('uploads only into the free slots and says the limit is 4', async () => {
    const { stub, user } = renderField(3);
    await user.upload(await screen.findByLabelText('Scenario images'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    expect(uploads(stub.calls)).toHaveLength(1);
    expect((uploads(stub.calls)[0] as { form?: FormData }).form?.get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('You can add up to 4 images.')).toBeTruthy();
  });

  it('takes image files only', async () => {
    const { stub, user } = renderField(0);
    await user.upload(await screen.findByLabelText('Scenario images'), [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Please choose an image file.')).toBeTruthy();
    expect(uploads(stub.calls)).toHaveLength(0);
  });

  it('disables adding at 4 images and removes one', async () => {
    const { stub, user } = renderField(4);
    expect(await screen.findAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add Images' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add Images' })).toHaveProperty('disabled', false);
  });
});
