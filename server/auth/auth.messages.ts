import { defineMessages, messageReader } from "../../core/messages.ts";

export const authMessages = defineMessages({
  de: {
    loginFailed: "Login fehlgeschlagen",
    loginExpired:
      "Login fehlgeschlagen: Die Anmeldung ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte versuche es noch einmal.",
    loginNotTeam: "Login fehlgeschlagen: Dieses Konto gehört nicht zum Team.",
    loginProvider: "Login fehlgeschlagen: Der Anmeldedienst hat die Anmeldung nicht bestätigt.",
    loginUnavailable: "Der Team-Login ist auf dieser Seite nicht eingerichtet.",
    loggedIn: "Angemeldet",
    loggedOut: "Abgemeldet",
    sessionValid: "Die Sitzung ist gültig.",
    unauthorized: "Bitte melde dich an: Die Sitzung fehlt, ist abgelaufen oder wurde beendet.",
    profile: "Profil",
    profileUnknown: "Unbekanntes Profil",
    tooManyAttempts: "Zu viele Versuche – bitte warte eine Minute.",
  },
  en: {
    loginFailed: "Login failed",
    loginExpired:
      "Login failed: the login has expired or was started in another browser. Please try again.",
    loginNotTeam: "Login failed: this account is not in the team.",
    loginProvider: "Login failed: the identity provider did not confirm the login.",
    loginUnavailable: "The team login is not set up on this site.",
    loggedIn: "Logged in",
    loggedOut: "Logged out",
    sessionValid: "The session is valid.",
    unauthorized: "Please log in: the session is missing, has expired or was ended.",
    profile: "Profile",
    profileUnknown: "Unknown profile",
    tooManyAttempts: "Too many attempts – please wait a minute.",
  },
});

export const authText = messageReader(authMessages);

export type AuthText = Parameters<typeof authText>[1];
