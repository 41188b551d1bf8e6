import type { Language } from '@museum-shop/contract';

/**
 * The words of the e-mail that invites a colleague to the staff app, in the language the owner
 * chose for them, in the register and with the terms of each language's glossary (de Sie, fr vous,
 * it tu, nl je, es tú, sv du, da du), greeted as the customer's e-mails are.
 */
export interface InvitationMailTexts {
  subject: string;
  /** `date` d.m.Y and `time` HH:mm: when the link stops working, in the museum's time zone. */
  body: (name: string, link: string, date: string, time: string) => string;
}

export const invitationMailTexts: Record<Language, InvitationMailTexts> = {
  en: {
    subject: 'Your access to the museum shop’s staff area',
    body: (name, link, date, time) =>
      `Hello ${name},\n\nYou have been given access to the staff area of the museum shop. Choose your password here:\n\n${link}\n\nThe link works once, until ${date} at ${time}.\n`,
  },
  de: {
    subject: 'Ihr Zugang zum Personalbereich des Museumsshops',
    body: (name, link, date, time) =>
      `Guten Tag ${name},\n\nSie haben Zugang zum Personalbereich des Museumsshops erhalten. Wählen Sie hier Ihr Passwort:\n\n${link}\n\nDer Link lässt sich einmal verwenden und gilt bis zum ${date}, ${time} Uhr.\n`,
  },
  fr: {
    subject: 'Votre accès à l’espace du personnel de la boutique du musée',
    body: (name, link, date, time) =>
      `Bonjour ${name},\n\nVous avez désormais accès à l’espace du personnel de la boutique du musée. Choisissez votre mot de passe ici\u00a0:\n\n${link}\n\nCe lien ne sert qu’une fois et reste valable jusqu’au ${date} à ${time}.\n`,
  },
  it: {
    subject: 'Il tuo accesso all’area del personale del negozio del museo',
    body: (name, link, date, time) =>
      `Ciao ${name},\n\nhai ricevuto l’accesso all’area del personale del negozio del museo. Scegli qui la tua password:\n\n${link}\n\nIl link si può usare una sola volta, fino al ${date} alle ${time}.\n`,
  },
  nl: {
    subject: 'Je toegang tot het medewerkersgedeelte van de museumwinkel',
    body: (name, link, date, time) =>
      `Hallo ${name},\n\nJe hebt toegang gekregen tot het medewerkersgedeelte van de museumwinkel. Kies hier je wachtwoord:\n\n${link}\n\nDe link werkt één keer, tot ${date} om ${time} uur.\n`,
  },
  es: {
    subject: 'Tu acceso al área del personal de la tienda del museo',
    body: (name, link, date, time) =>
      `Hola, ${name}:\n\nYa tienes acceso al área del personal de la tienda del museo. Elige aquí tu contraseña:\n\n${link}\n\nEl enlace solo se puede usar una vez, hasta el ${date} a las ${time}.\n`,
  },
  sv: {
    subject: 'Din åtkomst till museibutikens personalsidor',
    body: (name, link, date, time) =>
      `Hej ${name}!\n\nDu har fått åtkomst till museibutikens personalsidor. Välj ditt lösenord här:\n\n${link}\n\nLänken fungerar en gång, fram till ${date} kl. ${time}.\n`,
  },
  da: {
    subject: 'Din adgang til museumsbutikkens personaleområde',
    body: (name, link, date, time) =>
      `Hej ${name}\n\nDu har fået adgang til museumsbutikkens personaleområde. Vælg din adgangskode her:\n\n${link}\n\nLinket virker én gang og gælder til ${date} kl. ${time}.\n`,
  },
};
