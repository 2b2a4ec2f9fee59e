import { RequiredText } from '../../common/validation/text-field.decorator';

/** The token of an invitation link, posted (never in a URL a server logs). */
export class InvitationTokenDto {
  @RequiredText({ label: 'Invitation token', max: 100 }, { description: 'The `token` after `#` in the invitation link' })
  token: string;
}
