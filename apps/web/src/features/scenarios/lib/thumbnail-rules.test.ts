import { describe, expect, it } from 'vitest';
import { IMAGE_ONLY_MESSAGE, pickImages, TOO_MANY_IMAGES_MESSAGE } from './thumbnail-rules';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const text = new File(['x'], 'notes.txt', { type: 'text/plain' });

describe('scenario images', () => {
  it('takes images into the free slots, up to four', () => {
    const fits = pickImages([image('a'), image('b')], 2);
    expect(fits.accepted.map((file) => file.name)).toEqual(['a', 'b']);
    expect(fits.error).toBeNull();
    const pick = pickImages([image('a'), image('b')], 3);
    expect(pick.accepted.map((file) => file.name)).toEqual(['a']);
    expect(pick.error).toBe(TOO_MANY_IMAGES_MESSAGE);
    expect(pickImages([image('a')], 4)).toEqual({ accepted: [], error: TOO_MANY_IMAGES_MESSAGE });
    expect(TOO_MANY_IMAGES_MESSAGE).toBe('You can add up to 4 images.');
  });

  it('leaves out anything but images', () => {
    const pick = pickImages([text, image('a')], 0);
    expect(pick.accepted.map((file) => file.name)).toEqual(['a']);
    expect(pick.error).toBe(IMAGE_ONLY_MESSAGE);
  });
});
