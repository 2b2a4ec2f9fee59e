import { applicationMail } from './application-mail';
import type { EmploymentApplication } from './entities/employment-application.entity';

const createdAt = new Date('2025-09-01T20:00:00.000Z');

describe('the application mail', () => {
  it('an application mail lists the applicant, the job posting, the positions and leaves out empty optional fields', () => {
    const application: EmploymentApplication = {
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
      language: 'en',
      jobPostingId: 3,
      jobTitle: 'Sinister Actor',
      positionType: 'actor',
      specificPositions: ['Corn Maze Scarer', 'Tour Guide'],
      headshotKey: null,
      resumeKey: null,
      availability: 'weekends',
      availableNights: null,
      startDate: '2025-09-15',
      previousExperience: null,
      specialSkills: 'Screaming',
      performanceLinks: null,
      over18: true,
      canLiftWeight: false,
      comfortableInDark: true,
      status: 'pending',
      season: 2025,
      lastActivityAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
    const sut = applicationMail(application, 'New York');
    expect(sut.text).toContain('Region: New York');
    expect(sut.subject).toBe('New employment application: Ichabod Crane (Sinister Actor)');
    expect(sut.text).toContain('Job posting: Sinister Actor');
    expect(sut.replyTo).toBe('ichabod@example.com');
    expect(sut.text).toContain('Positions: Corn Maze Scarer, Tour Guide');
    expect(sut.text).toContain('Special skills: Screaming');
    expect(sut.text).not.toContain('Previous experience');
    expect(sut.text).toContain('Comfortable in the dark: yes');
  });
});
