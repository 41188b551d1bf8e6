import type { Language } from '@museum-shop/contract';

/** Why a form field was refused; each reason has a text in every language. */
export type FieldProblem =
  | 'required'
  | 'invalidEmail'
  | 'emailTaken'
  | 'invalidPassword'
  | 'wrongPassword'
  | 'unknownCountry'
  | 'unknownSalutation'
  | 'tooLong'
  | 'invalidBacklink'
  | 'resetLinkInvalid';

interface AccountTexts {
  fields: Record<FieldProblem, string>;
  formInvalid: string;
  loginFailed: string;
  registrationDisabled: string;
  guestRegistrationDisabled: string;
  salutations: Record<string, string>;
  /** `detail` is the reset link. */
  resetMail: MailText;
  /** Goes to the old address, so an owner whose session was misused learns of it; `detail` is the new address. */
  emailChangedMail: MailText;
}

/** An e-mail's subject, and its text for the customer's name and one detail. */
interface MailText {
  subject: string;
  body: (name: string, detail: string) => string;
}

export type AccountMail = 'resetMail' | 'emailChangedMail';

/** The texts of accounts and their e-mails in the eight shop languages. */
export const accountTexts: Record<Language, AccountTexts> = {
  en: {
    fields: {
      required: 'This field is required.',
      invalidEmail: 'Please enter a valid e-mail address.',
      emailTaken: 'This e-mail address is already registered.',
      invalidPassword: 'The password could not be read. Please enter it again.',
      wrongPassword: 'The current password is not correct.',
      unknownCountry: 'Please choose a country from the list.',
      unknownSalutation: 'Please choose a salutation from the list.',
      tooLong: 'This entry is too long.',
      invalidBacklink: 'This address does not belong to the shop.',
      resetLinkInvalid: 'This link is no longer valid. Please request a new one.',
    },
    formInvalid: 'Please correct the errors in the form',
    loginFailed: 'Email or password are not correct',
    registrationDisabled: 'Registration is not available in this shop.',
    guestRegistrationDisabled: 'Ordering as a guest is not available in this shop.',
    salutations: { ms: 'Ms', mr: 'Mr', none: 'No salutation' },
    resetMail: {
      subject: 'Set a new password',
      body: (name, link) =>
        `Hello ${name},\n\nYou asked to set a new password for your account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    },
    emailChangedMail: {
      subject: 'Your e-mail address was changed',
      body: (name, newEmail) =>
        `Hello ${name},\n\nThe e-mail address of your customer account was changed to ${newEmail}. From now on, e-mails about your account and your orders go there.\n\nIf you did not make this change, please contact us straight away.`,
    },
  },
  de: {
    fields: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
      invalidPassword: 'Das Passwort konnte nicht gelesen werden. Bitte geben Sie es erneut ein.',
      wrongPassword: 'Das aktuelle Passwort ist nicht richtig.',
      unknownCountry: 'Bitte wählen Sie ein Land aus der Liste.',
      unknownSalutation: 'Bitte wählen Sie eine Anrede aus der Liste.',
      tooLong: 'Diese Eingabe ist zu lang.',
      invalidBacklink: 'Diese Adresse gehört nicht zum Shop.',
      resetLinkInvalid: 'Dieser Link ist nicht mehr gültig. Bitte fordern Sie einen neuen an.',
    },
    formInvalid: 'Bitte korrigieren Sie die Fehler im Formular',
    loginFailed: 'E-Mail-Adresse oder Passwort sind nicht korrekt',
    registrationDisabled: 'Eine Registrierung ist in diesem Shop nicht möglich.',
    guestRegistrationDisabled: 'Eine Bestellung als Gast ist in diesem Shop nicht möglich.',
    salutations: { ms: 'Frau', mr: 'Herr', none: 'Keine Anrede' },
    resetMail: {
      subject: 'Neues Passwort festlegen',
      body: (name, link) =>
        `Guten Tag ${name},\n\nSie möchten ein neues Passwort für Ihr Kundenkonto festlegen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues zu wählen:\n\n${link}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt unverändert.`,
    },
    emailChangedMail: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      body: (name, newEmail) =>
        `Guten Tag ${name},\n\ndie E-Mail-Adresse Ihres Kundenkontos wurde in ${newEmail} geändert. E-Mails zu Ihrem Konto und Ihren Bestellungen gehen ab jetzt dorthin.\n\nFalls Sie diese Änderung nicht selbst vorgenommen haben, wenden Sie sich bitte umgehend an uns.`,
    },
  },
  fr: {
    fields: {
      required: 'Ce champ est obligatoire.',
      invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
      emailTaken: 'Cette adresse e-mail est déjà enregistrée.',
      invalidPassword: 'Le mot de passe n’a pas pu être lu. Veuillez le saisir à nouveau.',
      wrongPassword: 'Le mot de passe actuel est incorrect.',
      unknownCountry: 'Veuillez choisir un pays dans la liste.',
      unknownSalutation: 'Veuillez choisir une civilité dans la liste.',
      tooLong: 'Cette saisie est trop longue.',
      invalidBacklink: 'Cette adresse n’appartient pas à la boutique.',
      resetLinkInvalid: 'Ce lien n’est plus valable. Veuillez en demander un nouveau.',
    },
    formInvalid: 'Veuillez corriger les erreurs du formulaire',
    loginFailed: 'L’adresse e-mail ou le mot de passe est incorrect',
    registrationDisabled: 'La création de compte n’est pas disponible dans cette boutique.',
    guestRegistrationDisabled: 'La commande en tant qu’invité n’est pas disponible dans cette boutique.',
    salutations: { ms: 'Madame', mr: 'Monsieur', none: 'Sans civilité' },
    resetMail: {
      subject: 'Choisir un nouveau mot de passe',
      body: (name, link) =>
        `Bonjour ${name},\n\nVous avez demandé à choisir un nouveau mot de passe pour votre compte. Ouvrez ce lien dans l’heure qui suit pour en définir un nouveau :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    },
    emailChangedMail: {
      subject: 'Votre adresse e-mail a été modifiée',
      body: (name, newEmail) =>
        `Bonjour ${name},\n\nL’adresse e-mail de votre compte client a été remplacée par ${newEmail}. Les e-mails concernant votre compte et vos commandes y seront désormais envoyés.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre.`,
    },
  },
  it: {
    fields: {
      required: 'Questo campo è obbligatorio.',
      invalidEmail: 'Inserisci un indirizzo e-mail valido.',
      emailTaken: 'Questo indirizzo e-mail è già registrato.',
      invalidPassword: 'Non è stato possibile leggere la password. Inseriscila di nuovo.',
      wrongPassword: 'La password attuale non è corretta.',
      unknownCountry: 'Scegli un paese dall’elenco.',
      unknownSalutation: 'Scegli un titolo dall’elenco.',
      tooLong: 'Questo testo è troppo lungo.',
      invalidBacklink: 'Questo indirizzo non appartiene al negozio.',
      resetLinkInvalid: 'Questo link non è più valido. Richiedine uno nuovo.',
    },
    formInvalid: 'Correggi gli errori nel modulo',
    loginFailed: 'L’e-mail o la password non sono corrette',
    registrationDisabled: 'In questo negozio non è possibile registrarsi.',
    guestRegistrationDisabled: 'In questo negozio non è possibile ordinare come ospite.',
    salutations: { ms: 'Signora', mr: 'Signor', none: 'Nessun titolo' },
    resetMail: {
      subject: 'Imposta una nuova password',
      body: (name, link) =>
        `Ciao ${name},\n\nhai chiesto di impostare una nuova password per il tuo account. Apri questo link entro un’ora per sceglierne una nuova:\n\n${link}\n\nSe non sei stato tu a chiederlo, ignora questa e-mail: la tua password resta invariata.`,
    },
    emailChangedMail: {
      subject: 'Il tuo indirizzo e-mail è stato modificato',
      body: (name, newEmail) =>
        `Ciao ${name},\n\nl’indirizzo e-mail del tuo account è stato cambiato in ${newEmail}. D’ora in poi le e-mail sul tuo account e sui tuoi ordini arriveranno a questo indirizzo.\n\nSe non sei stato tu a fare questa modifica, contattaci subito.`,
    },
  },
  nl: {
    fields: {
      required: 'Dit veld is verplicht.',
      invalidEmail: 'Vul een geldig e-mailadres in.',
      emailTaken: 'Dit e-mailadres is al geregistreerd.',
      invalidPassword: 'Het wachtwoord kon niet worden gelezen. Vul het opnieuw in.',
      wrongPassword: 'Het huidige wachtwoord klopt niet.',
      unknownCountry: 'Kies een land uit de lijst.',
      unknownSalutation: 'Kies een aanhef uit de lijst.',
      tooLong: 'Deze invoer is te lang.',
      invalidBacklink: 'Dit adres hoort niet bij de winkel.',
      resetLinkInvalid: 'Deze link is niet meer geldig. Vraag een nieuwe aan.',
    },
    formInvalid: 'Verbeter de fouten in het formulier',
    loginFailed: 'E-mailadres of wachtwoord is onjuist',
    registrationDisabled: 'Registreren is in deze winkel niet mogelijk.',
    guestRegistrationDisabled: 'Bestellen als gast is in deze winkel niet mogelijk.',
    salutations: { ms: 'Mevrouw', mr: 'Meneer', none: 'Geen aanhef' },
    resetMail: {
      subject: 'Stel een nieuw wachtwoord in',
      body: (name, link) =>
        `Hallo ${name},\n\nJe hebt gevraagd om een nieuw wachtwoord voor je account. Open deze link binnen een uur om een nieuw wachtwoord te kiezen:\n\n${link}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.`,
    },
    emailChangedMail: {
      subject: 'Je e-mailadres is gewijzigd',
      body: (name, newEmail) =>
        `Hallo ${name},\n\nHet e-mailadres van je account is gewijzigd in ${newEmail}. E-mails over je account en je bestellingen gaan voortaan naar dat adres.\n\nHeb je deze wijziging niet zelf gedaan? Neem dan meteen contact met ons op.`,
    },
  },
  es: {
    fields: {
      required: 'Este campo es obligatorio.',
      invalidEmail: 'Introduce una dirección de correo electrónico válida.',
      emailTaken: 'Esta dirección de correo electrónico ya está registrada.',
      invalidPassword: 'No se ha podido leer la contraseña. Vuelve a introducirla.',
      wrongPassword: 'La contraseña actual no es correcta.',
      unknownCountry: 'Elige un país de la lista.',
      unknownSalutation: 'Elige un tratamiento de la lista.',
      tooLong: 'Este texto es demasiado largo.',
      invalidBacklink: 'Esta dirección no pertenece a la tienda.',
      resetLinkInvalid: 'Este enlace ya no es válido. Solicita uno nuevo.',
    },
    formInvalid: 'Corrige los errores del formulario',
    loginFailed: 'El correo electrónico o la contraseña no son correctos',
    registrationDisabled: 'En esta tienda no es posible registrarse.',
    guestRegistrationDisabled: 'En esta tienda no es posible comprar como invitado.',
    salutations: { ms: 'Sra.', mr: 'Sr.', none: 'Sin tratamiento' },
    resetMail: {
      subject: 'Establece una nueva contraseña',
      body: (name, link) =>
        `Hola, ${name}:\n\nHas solicitado una nueva contraseña para tu cuenta. Abre este enlace en el plazo de una hora para elegir una nueva:\n\n${link}\n\nSi no lo has solicitado tú, ignora este correo: tu contraseña no cambiará.`,
    },
    emailChangedMail: {
      subject: 'Se ha cambiado tu dirección de correo electrónico',
      body: (name, newEmail) =>
        `Hola, ${name}:\n\nLa dirección de correo electrónico de tu cuenta se ha cambiado a ${newEmail}. A partir de ahora, los correos sobre tu cuenta y tus pedidos se enviarán allí.\n\nSi no has hecho tú este cambio, ponte en contacto con nosotros de inmediato.`,
    },
  },
  sv: {
    fields: {
      required: 'Fältet måste fyllas i.',
      invalidEmail: 'Ange en giltig e-postadress.',
      emailTaken: 'E-postadressen är redan registrerad.',
      invalidPassword: 'Lösenordet kunde inte läsas. Ange det igen.',
      wrongPassword: 'Det nuvarande lösenordet är fel.',
      unknownCountry: 'Välj ett land i listan.',
      unknownSalutation: 'Välj en titel i listan.',
      tooLong: 'Texten är för lång.',
      invalidBacklink: 'Adressen hör inte till butiken.',
      resetLinkInvalid: 'Länken är inte längre giltig. Begär en ny.',
    },
    formInvalid: 'Rätta felen i formuläret',
    loginFailed: 'E-postadressen eller lösenordet är fel',
    registrationDisabled: 'Det går inte att registrera sig i den här butiken.',
    guestRegistrationDisabled: 'Det går inte att handla som gäst i den här butiken.',
    salutations: { ms: 'Fru', mr: 'Herr', none: 'Ingen titel' },
    resetMail: {
      subject: 'Välj ett nytt lösenord',
      body: (name, link) =>
        `Hej ${name}!\n\nDu har bett om att få välja ett nytt lösenord för ditt konto. Öppna den här länken inom en timme för att välja ett nytt:\n\n${link}\n\nOm det inte var du som bad om det kan du bortse från det här mejlet: ditt lösenord förblir detsamma.`,
    },
    emailChangedMail: {
      subject: 'Din e-postadress har ändrats',
      body: (name, newEmail) =>
        `Hej ${name}!\n\nE-postadressen för ditt konto har ändrats till ${newEmail}. Mejl om ditt konto och dina beställningar skickas dit från och med nu.\n\nOm det inte var du som gjorde ändringen, kontakta oss genast.`,
    },
  },
  da: {
    fields: {
      required: 'Feltet skal udfyldes.',
      invalidEmail: 'Indtast en gyldig e-mailadresse.',
      emailTaken: 'E-mailadressen er allerede registreret.',
      invalidPassword: 'Adgangskoden kunne ikke læses. Indtast den igen.',
      wrongPassword: 'Den nuværende adgangskode er forkert.',
      unknownCountry: 'Vælg et land på listen.',
      unknownSalutation: 'Vælg en titel på listen.',
      tooLong: 'Teksten er for lang.',
      invalidBacklink: 'Adressen hører ikke til butikken.',
      resetLinkInvalid: 'Linket er ikke længere gyldigt. Bed om et nyt.',
    },
    formInvalid: 'Ret fejlene i formularen',
    loginFailed: 'E-mailadressen eller adgangskoden er forkert',
    registrationDisabled: 'Det er ikke muligt at oprette en konto i denne butik.',
    guestRegistrationDisabled: 'Det er ikke muligt at handle som gæst i denne butik.',
    salutations: { ms: 'Fru', mr: 'Hr.', none: 'Ingen titel' },
    resetMail: {
      subject: 'Vælg en ny adgangskode',
      body: (name, link) =>
        `Hej ${name}\n\nDu har bedt om at vælge en ny adgangskode til din konto. Åbn dette link inden for en time for at vælge en ny:\n\n${link}\n\nHvis det ikke var dig, der bad om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.`,
    },
    emailChangedMail: {
      subject: 'Din e-mailadresse er blevet ændret',
      body: (name, newEmail) =>
        `Hej ${name}\n\nE-mailadressen til din konto er blevet ændret til ${newEmail}. Fremover sendes e-mails om din konto og dine bestillinger dertil.\n\nHvis det ikke var dig, der foretog ændringen, så kontakt os med det samme.`,
    },
  },
};
