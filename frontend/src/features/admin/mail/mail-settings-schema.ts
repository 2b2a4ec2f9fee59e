import * as Yup from 'yup';

/** Empty keeps what is saved (the SMTP URL is never shown again); the server checks the rest the same way. */
export const mailSettingsSchema = Yup.object({
  smtpUrl: Yup.string()
    .trim()
    .max(1000)
    .matches(/^smtps?:\/\/[^\s/]+/, {
      message: 'SMTP URL must look like smtp://user:password@host:587 or smtps://…',
      excludeEmptyString: true,
    }),
  mailFrom: Yup.string()
    .trim()
    .max(254)
    .matches(/^(?:[^<>\r\n"]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
      message: 'From address must be an e-mail address, or a name and one: Haunted Park <no-reply@park.example.com>',
      excludeEmptyString: true,
    }),
  publicUrl: Yup.string()
    .trim()
    .max(300)
    .matches(/^https?:\/\/[^\s/@]+(\/\S*)?$/, {
      message: 'Public address must be the http(s) address of the site, e.g. https://park.example.com',
      excludeEmptyString: true,
    }),
});

export type MailSettingsValues = Yup.InferType<typeof mailSettingsSchema>;

export const testMailSchema = Yup.object({
  to: Yup.string().trim().required('Please enter a valid email address').email('Please enter a valid email address').max(254),
});
