import { applicationMail, contactMail, type ApplicationNotice } from './notification-mails';

const createdAt = new Date('2025-09-01T20:00:00.000Z');

describe('notification mails', () => {
  it('a contact mail carries the message, the sender and a reply-to the visitor', () => {
    const sut = contactMail({
      id: 1,
      name: 'Wanda Hollow',
      email: 'wanda@example.com',
      message: 'Do you host school groups?',
      type: 'groups',
      region: 'florida',
      createdAt,
    });
    expect(sut.subject).toBe('New contact message from Wanda Hollow (Florida)');
    expect(sut.replyTo).toBe('wanda@example.com');
    expect(sut.text).toContain('Do you host school groups?');
    expect(sut.text).toContain('Type: groups');
  });

  it('keeps the subject on one line whatever the visitor typed', () => {
    const sut = contactMail({
      id: 1,
      name: 'Evil\r\nBcc: everyone@example.com',
      email: 'e@example.com',
      message: 'x'.repeat(10),
      type: 'general',
      region: 'new-york',
      createdAt,
    });
    expect(sut.subject).not.toMatch(/[\r\n]/);
  });

  it('an application mail lists the applicant, the positions and leaves out empty optional fields', () => {
    const application: ApplicationNotice = {
      id: 7,
      firstName: 'Ichabod',
      lastName: 'Crane',
      email: 'ichabod@example.com',
      phone: '555-123-4567',
      address: '1 Hollow Rd',
      city: 'Sleepy Hollow',
      state: 'NY',
      zipCode: '10591',
      region: 'new-york',
      positionType: 'actor',
      specificPositions: ['Corn Maze Scarer', 'Tour Guide'],
      availability: 'weekends',
      startDate: '2025-09-15',
      previousExperience: null,
      specialSkills: 'Screaming',
      performanceLinks: null,
      over18: true,
      canLiftWeight: false,
      comfortableInDark: true,
      createdAt,
    };
    const sut = applicationMail(application);
    expect(sut.subject).toBe('New employment application: Ichabod Crane (actor)');
    expect(sut.replyTo).toBe('ichabod@example.com');
    expect(sut.text).toContain('Positions: Corn Maze Scarer, Tour Guide');
    expect(sut.text).toContain('Special skills: Screaming');
    expect(sut.text).not.toContain('Previous experience');
    expect(sut.text).toContain('Comfortable in the dark: yes');
  });
});
