import type { Language } from '@museum-shop/contract';

/** An e-mail's subject, and its text for the customer's name and one detail. */
export interface MailText {
  subject: string;
  body: (name: string, detail: string) => string;
}

interface AccountChangeTexts {
  /** A confirmation link that is unknown, used or expired. */
  confirmLinkInvalid: string;
  /** Goes to the new address; `detail` is the confirmation link. */
  emailConfirmMail: MailText;
  /** Goes to the old address when someone asks to move the account; `detail` is the new address. */
  emailChangeRequestedMail: MailText;
  /** Goes to the address of a deleted account; `detail` is unused. */
  accountDeletedMail: MailText;
}

/** The texts of e-mail changes and account deletion in the eight shop languages. */
export const accountChangeTexts: Record<Language, AccountChangeTexts> = {
  en: {
    confirmLinkInvalid: 'This confirmation link is no longer valid. Please change your e-mail address again.',
    emailConfirmMail: {
      subject: 'Confirm your new e-mail address',
      body: (name, link) =>
        `Hello ${name},\n\nPlease confirm that this is the new e-mail address of your customer account. Open this link within 24 hours:\n\n${link}\n\nUntil you do, your account keeps its old address. If you did not ask for this, ignore this e-mail.`,
    },
    emailChangeRequestedMail: {
      subject: 'Your e-mail address is about to change',
      body: (name, newEmail) =>
        `Hello ${name},\n\nSomeone signed in to your customer account asked to change its e-mail address to ${newEmail}. The change takes effect only when the link sent to that address is opened.\n\nIf this was not you, change your password and contact us.`,
    },
    accountDeletedMail: {
      subject: 'Your customer account was deleted',
      body: (name) =>
        `Hello ${name},\n\nYour customer account and your personal details have been deleted, as you asked. We keep your orders and invoices without your name for as long as the law requires.\n\nThank you for visiting us.`,
    },
  },
  de: {
    confirmLinkInvalid:
      'Dieser Bestätigungslink ist nicht mehr gültig. Bitte ändern Sie Ihre E-Mail-Adresse noch einmal.',
    emailConfirmMail: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      body: (name, link) =>
        `Guten Tag ${name},\n\nbitte bestätigen Sie, dass dies die neue E-Mail-Adresse Ihres Kundenkontos ist. Öffnen Sie dazu innerhalb von 24 Stunden diesen Link:\n\n${link}\n\nBis dahin behält Ihr Konto die bisherige Adresse. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach.`,
    },
    emailChangeRequestedMail: {
      subject: 'Ihre E-Mail-Adresse soll geändert werden',
      body: (name, newEmail) =>
        `Guten Tag ${name},\n\nin Ihrem Kundenkonto wurde beantragt, die E-Mail-Adresse in ${newEmail} zu ändern. Die Änderung wird erst wirksam, wenn der Link geöffnet wird, den wir an diese Adresse geschickt haben.\n\nFalls Sie das nicht waren, ändern Sie bitte Ihr Passwort und wenden Sie sich an uns.`,
    },
    accountDeletedMail: {
      subject: 'Ihr Kundenkonto wurde gelöscht',
      body: (name) =>
        `Guten Tag ${name},\n\nwie gewünscht haben wir Ihr Kundenkonto und Ihre persönlichen Daten gelöscht. Ihre Bestellungen und Rechnungen bewahren wir ohne Ihren Namen so lange auf, wie es das Gesetz verlangt.\n\nVielen Dank für Ihren Besuch.`,
    },
  },
  fr: {
    confirmLinkInvalid:
      'Ce lien de confirmation n’est plus valable. Veuillez modifier à nouveau votre adresse e-mail.',
    emailConfirmMail: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: (name, link) =>
        `Bonjour ${name},\n\nVeuillez confirmer qu’il s’agit bien de la nouvelle adresse e-mail de votre compte client. Ouvrez ce lien dans les 24 heures\u00a0:\n\n${link}\n\nD’ici là, votre compte garde son ancienne adresse. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.`,
    },
    emailChangeRequestedMail: {
      subject: 'Votre adresse e-mail va être modifiée',
      body: (name, newEmail) =>
        `Bonjour ${name},\n\nUne demande de remplacement de l’adresse e-mail de votre compte client par ${newEmail} a été faite. Le changement ne prendra effet que lorsque le lien envoyé à cette adresse sera ouvert.\n\nSi vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et contactez-nous.`,
    },
    accountDeletedMail: {
      subject: 'Votre compte client a été supprimé',
      body: (name) =>
        `Bonjour ${name},\n\nComme vous l’avez demandé, votre compte client et vos données personnelles ont été supprimés. Nous conservons vos commandes et vos factures, sans votre nom, aussi longtemps que la loi l’exige.\n\nMerci de votre visite.`,
    },
  },
  it: {
    confirmLinkInvalid: 'Questo link di conferma non è più valido. Cambia di nuovo il tuo indirizzo e-mail.',
    emailConfirmMail: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      body: (name, link) =>
        `Ciao ${name},\n\nconferma che questo è il nuovo indirizzo e-mail del tuo account cliente. Apri questo link entro 24 ore:\n\n${link}\n\nFino ad allora il tuo account mantiene l’indirizzo precedente. Se non hai fatto tu questa richiesta, ignora questa e-mail.`,
    },
    emailChangeRequestedMail: {
      subject: 'Il tuo indirizzo e-mail sta per cambiare',
      body: (name, newEmail) =>
        `Ciao ${name},\n\nè stato chiesto di cambiare l’indirizzo e-mail del tuo account cliente in ${newEmail}. La modifica avrà effetto solo quando verrà aperto il link inviato a quell’indirizzo.\n\nSe non sei stato tu, cambia la password e contattaci.`,
    },
    accountDeletedMail: {
      subject: 'Il tuo account cliente è stato eliminato',
      body: (name) =>
        `Ciao ${name},\n\ncome hai chiesto, abbiamo eliminato il tuo account cliente e i tuoi dati personali. Conserviamo i tuoi ordini e le tue fatture, senza il tuo nome, per il tempo richiesto dalla legge.\n\nGrazie della visita.`,
    },
  },
  nl: {
    confirmLinkInvalid: 'Deze bevestigingslink is niet meer geldig. Wijzig je e-mailadres opnieuw.',
    emailConfirmMail: {
      subject: 'Bevestig je nieuwe e-mailadres',
      body: (name, link) =>
        `Hallo ${name},\n\nBevestig dat dit het nieuwe e-mailadres van je klantaccount is. Open binnen 24 uur deze link:\n\n${link}\n\nTot die tijd houdt je account het oude adres. Heb je hier niet om gevraagd, negeer deze e-mail dan.`,
    },
    emailChangeRequestedMail: {
      subject: 'Je e-mailadres wordt gewijzigd',
      body: (name, newEmail) =>
        `Hallo ${name},\n\nEr is gevraagd om het e-mailadres van je klantaccount te wijzigen in ${newEmail}. De wijziging gaat pas in als de link wordt geopend die naar dat adres is gestuurd.\n\nWas jij dit niet, wijzig dan je wachtwoord en neem contact met ons op.`,
    },
    accountDeletedMail: {
      subject: 'Je klantaccount is verwijderd',
      body: (name) =>
        `Hallo ${name},\n\nZoals je hebt gevraagd, hebben we je klantaccount en je persoonsgegevens verwijderd. Je bestellingen en facturen bewaren we zonder je naam zo lang als de wet dat vereist.\n\nBedankt voor je bezoek.`,
    },
  },
  es: {
    confirmLinkInvalid:
      'Este enlace de confirmación ya no es válido. Vuelve a cambiar tu dirección de correo electrónico.',
    emailConfirmMail: {
      subject: 'Confirma tu nueva dirección de correo electrónico',
      body: (name, link) =>
        `Hola, ${name}:\n\nConfirma que esta es la nueva dirección de correo electrónico de tu cuenta de cliente. Abre este enlace en las próximas 24 horas:\n\n${link}\n\nHasta entonces, tu cuenta conserva la dirección anterior. Si no lo has pedido tú, ignora este correo.`,
    },
    emailChangeRequestedMail: {
      subject: 'Tu dirección de correo electrónico va a cambiar',
      body: (name, newEmail) =>
        `Hola, ${name}:\n\nSe ha pedido cambiar la dirección de correo electrónico de tu cuenta de cliente a ${newEmail}. El cambio solo se aplicará cuando se abra el enlace enviado a esa dirección.\n\nSi no has sido tú, cambia tu contraseña y ponte en contacto con nosotros.`,
    },
    accountDeletedMail: {
      subject: 'Tu cuenta de cliente se ha eliminado',
      body: (name) =>
        `Hola, ${name}:\n\nTal como pediste, hemos eliminado tu cuenta de cliente y tus datos personales. Conservamos tus pedidos y facturas, sin tu nombre, durante el tiempo que exige la ley.\n\nGracias por tu visita.`,
    },
  },
  sv: {
    confirmLinkInvalid: 'Bekräftelselänken gäller inte längre. Ändra din e-postadress en gång till.',
    emailConfirmMail: {
      subject: 'Bekräfta din nya e-postadress',
      body: (name, link) =>
        `Hej ${name}!\n\nBekräfta att detta är den nya e-postadressen till ditt kundkonto. Öppna den här länken inom 24 timmar:\n\n${link}\n\nTills dess behåller kontot sin gamla adress. Om du inte har bett om detta kan du bortse från det här mejlet.`,
    },
    emailChangeRequestedMail: {
      subject: 'Din e-postadress håller på att ändras',
      body: (name, newEmail) =>
        `Hej ${name}!\n\nNågon har bett om att ändra e-postadressen till ditt kundkonto till ${newEmail}. Ändringen gäller först när länken som skickades till den adressen öppnas.\n\nOm det inte var du, byt lösenord och kontakta oss.`,
    },
    accountDeletedMail: {
      subject: 'Ditt kundkonto har raderats',
      body: (name) =>
        `Hej ${name}!\n\nVi har raderat ditt kundkonto och dina personuppgifter, som du bad om. Dina beställningar och fakturor sparar vi utan ditt namn så länge lagen kräver.\n\nTack för ditt besök.`,
    },
  },
  da: {
    confirmLinkInvalid: 'Bekræftelseslinket er ikke længere gyldigt. Skift din e-mailadresse igen.',
    emailConfirmMail: {
      subject: 'Bekræft din nye e-mailadresse',
      body: (name, link) =>
        `Hej ${name}\n\nBekræft venligst, at dette er den nye e-mailadresse til din kundekonto. Åbn dette link inden for 24 timer:\n\n${link}\n\nIndtil da beholder kontoen den gamle adresse. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.`,
    },
    emailChangeRequestedMail: {
      subject: 'Din e-mailadresse er ved at blive ændret',
      body: (name, newEmail) =>
        `Hej ${name}\n\nDer er bedt om at ændre e-mailadressen til din kundekonto til ${newEmail}. Ændringen træder først i kraft, når linket, der er sendt til den adresse, bliver åbnet.\n\nHvis det ikke var dig, så skift din adgangskode og kontakt os.`,
    },
    accountDeletedMail: {
      subject: 'Din kundekonto er slettet',
      body: (name) =>
        `Hej ${name}\n\nSom du bad om, har vi slettet din kundekonto og dine personoplysninger. Dine bestillinger og fakturaer gemmer vi uden dit navn, så længe loven kræver det.\n\nTak for dit besøg.`,
    },
  },
};
