/** The park's name as visitors and search engines read it: titles, Open Graph, JSON-LD, the admin's tab titles. */
export const SITE_NAME = 'Haunted Park';
