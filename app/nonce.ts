import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered, for React Router's inline
 * scripts. Set on the server only: browsers hide the nonce from the page once it is parsed.
 */
export const NonceContext = createContext<string | undefined>(undefined);
