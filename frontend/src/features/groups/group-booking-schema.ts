import { array, number, object, string } from 'yup';
import { PHONE_PATTERN } from '../../lib/phone';
import { groupBookingText } from './group-booking-messages';

/** The server's rule: a group is 15 people or more. */
export const MIN_GROUP_SIZE = 15;

export const groupBookingSchema = object({
  groupName: string()
    .trim()
    .required(groupBookingText('error.groupNameTooShort'))
    .min(2, groupBookingText('error.groupNameTooShort'))
    .max(120),
  name: string().trim().required(groupBookingText('error.nameTooShort')).min(2, groupBookingText('error.nameTooShort')).max(120),
  email: string().trim().required(groupBookingText('error.email')).email(groupBookingText('error.email')),
  phone: string().required(groupBookingText('error.phone')).matches(PHONE_PATTERN, groupBookingText('error.phone')),
  groupSize: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(groupBookingText('error.groupSizeWhole'))
    .required(groupBookingText('error.groupTooSmall', { min: MIN_GROUP_SIZE }))
    .integer(groupBookingText('error.groupSizeWhole'))
    .min(MIN_GROUP_SIZE, groupBookingText('error.groupTooSmall', { min: MIN_GROUP_SIZE }))
    .max(2000, groupBookingText('error.groupTooLarge')),
  preferredNights: array(string().required()).max(10, groupBookingText('error.tooManyNights')),
  notes: string().trim().max(2000, groupBookingText('error.notesTooLong')),
});

export interface GroupBookingValues {
  groupName: string;
  name: string;
  email: string;
  phone: string;
  groupSize: string;
  preferredNights: string[];
  notes: string;
}

export const GROUP_BOOKING_INITIAL_VALUES: GroupBookingValues = {
  groupName: '',
  name: '',
  email: '',
  phone: '',
  groupSize: '',
  preferredNights: [],
  notes: '',
};
