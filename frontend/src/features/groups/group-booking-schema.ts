import { array, number, object, string } from 'yup';
import { PHONE_PATTERN } from '../../lib/phone';

/** The server's rule: a group is 15 people or more. */
export const MIN_GROUP_SIZE = 15;

export const groupBookingSchema = object({
  groupName: string()
    .trim()
    .required('Group name must be at least 2 characters')
    .min(2, 'Group name must be at least 2 characters')
    .max(120),
  name: string().trim().required('Name must be at least 2 characters').min(2, 'Name must be at least 2 characters').max(120),
  email: string().trim().required('Please enter a valid email address').email('Please enter a valid email address'),
  phone: string().required('Phone must be in format: 123-456-7890').matches(PHONE_PATTERN, 'Phone must be in format: 123-456-7890'),
  groupSize: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Group size must be a whole number')
    .required(`Groups are ${MIN_GROUP_SIZE} or more`)
    .integer('Group size must be a whole number')
    .min(MIN_GROUP_SIZE, `Groups are ${MIN_GROUP_SIZE} or more`)
    .max(2000, 'Group size must be at most 2000'),
  preferredNights: array(string().required()).max(10, 'Choose at most 10 nights'),
  notes: string().trim().max(2000, 'Notes must be at most 2000 characters'),
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
