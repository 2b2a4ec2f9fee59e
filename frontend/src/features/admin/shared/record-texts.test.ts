import { recordTexts } from './record-texts';

describe('recordTexts', () => {
  it("words a record's dialog, confirmation and toasts after its noun, as docs/product.md §8 words the video background toasts", () => {
    const sut = recordTexts('video background');
    expect(sut.add).toBe('Add Video Background');
    expect(sut.edit).toBe('Edit Video Background');
    expect(sut.delete).toBe('Delete video background');
    expect((['create', 'update', 'delete'] as const).map(sut.done)).toEqual([
      'Video background created successfully',
      'Video background updated successfully',
      'Video background deleted successfully',
    ]);
    expect(sut.failed('delete')).toBe('Failed to delete video background');
  });

  it('titles the list screen after the plural and invites the first record when there is none, in the place listed', () => {
    const sut = recordTexts('video background');
    expect(sut.title).toBe('VIDEO BACKGROUNDS');
    expect(sut.empty()).toBe('No video backgrounds yet. Add the first one!');
    expect(sut.empty('Florida')).toBe('No video backgrounds in Florida yet. Add the first one!');
  });

  it('capitalises a one-word noun once', () => {
    const sut = recordTexts('attraction');
    expect([sut.title, sut.empty(), sut.add, sut.edit, sut.delete, sut.done('update'), sut.failed('create')]).toEqual([
      'ATTRACTIONS',
      'No attractions yet. Add the first one!',
      'Add Attraction',
      'Edit Attraction',
      'Delete attraction',
      'Attraction updated successfully',
      'Failed to create attraction',
    ]);
  });
});
