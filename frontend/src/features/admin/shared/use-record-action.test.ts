import { deletionTexts } from './use-record-action';

describe('deletionTexts', () => {
  it('words the question, the refusal and the success after the noun and what is deleted', () => {
    expect(deletionTexts('message', 'the message from Ann')).toEqual({
      ask: { title: 'Delete message', message: 'Are you sure you want to delete the message from Ann?' },
      failed: 'Message not deleted',
      done: 'Message deleted',
      detail: 'The message from Ann has been deleted.',
    });
  });
});
