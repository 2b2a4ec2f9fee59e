import { createContext, useContext } from 'react';

/** The site's public origin (https://park.example): the server renderer knows it from the request, the browser from its location. */
export const SiteOriginContext = createContext<string>('');

export const useSiteOrigin = () => useContext(SiteOriginContext);
