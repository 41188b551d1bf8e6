import type { Language } from '@museum-shop/contract';
import { da, de, en, es, fr, it, nl, sv } from 'zod/locales';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';

/**
 * Field messages of a request that failed its schema (422 of a form, 400 of a bad query), in the
 * request's language. What a visitor filling in a form can cause has a text of ours, worded as the
 * account form's rules word it (features/account/account.messages.ts), so one problem reads the same
 * whichever check found it; everything else is zod's own message in that language (zod ships
 * locales for all eight shop languages).
 */
type SchemaProblem = 'required' | 'tooLong' | 'tooShort' | 'invalidEmail' | 'notAnOption' | 'invalidFormat';

export const validationTexts: Record<Language, Record<SchemaProblem, string>> = {
  en: {
    required: 'This field is required.',
    tooLong: 'This entry is too long.',
    tooShort: 'This entry is too short.',
    invalidEmail: 'Please enter a valid e-mail address.',
    notAnOption: 'Please choose one of the options.',
    invalidFormat: 'This entry is not in the expected format.',
  },
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: 'Diese Eingabe ist zu lang.',
    tooShort: 'Diese Eingabe ist zu kurz.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    notAnOption: 'Bitte wählen Sie eine der Möglichkeiten.',
    invalidFormat: 'Diese Eingabe hat nicht das erwartete Format.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    tooLong: 'Cette saisie est trop longue.',
    tooShort: 'Cette saisie est trop courte.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    notAnOption: 'Veuillez choisir l’une des options proposées.',
    invalidFormat: 'Cette saisie n’est pas au format attendu.',
  },
  it: {
    required: 'Questo campo è obbligatorio.',
    tooLong: 'Questo testo è troppo lungo.',
    tooShort: 'Questo testo è troppo corto.',
    invalidEmail: 'Inserisci un indirizzo e-mail valido.',
    notAnOption: 'Scegli una delle opzioni.',
    invalidFormat: 'Questo testo non è nel formato previsto.',
  },
  nl: {
    required: 'Dit veld is verplicht.',
    tooLong: 'Deze invoer is te lang.',
    tooShort: 'Deze invoer is te kort.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    notAnOption: 'Kies een van de mogelijkheden.',
    invalidFormat: 'Deze invoer heeft niet de verwachte vorm.',
  },
  es: {
    required: 'Este campo es obligatorio.',
    tooLong: 'Este texto es demasiado largo.',
    tooShort: 'Este texto es demasiado corto.',
    invalidEmail: 'Introduce una dirección de correo electrónico válida.',
    notAnOption: 'Elige una de las opciones.',
    invalidFormat: 'Este texto no tiene el formato esperado.',
  },
  sv: {
    required: 'Fältet måste fyllas i.',
    tooLong: 'Texten är för lång.',
    tooShort: 'Texten är för kort.',
    invalidEmail: 'Ange en giltig e-postadress.',
    notAnOption: 'Välj ett av alternativen.',
    invalidFormat: 'Texten har inte det förväntade formatet.',
  },
  da: {
    required: 'Feltet skal udfyldes.',
    tooLong: 'Teksten er for lang.',
    tooShort: 'Teksten er for kort.',
    invalidEmail: 'Indtast en gyldig e-mailadresse.',
    notAnOption: 'Vælg en af mulighederne.',
    invalidFormat: 'Teksten har ikke det forventede format.',
  },
};

/** zod's messages per shop language; typed by `Language`, so a ninth language must name its own. */
const zodMessages: Record<Language, $ZodErrorMap> = {
  en: en().localeError,
  de: de().localeError,
  fr: fr().localeError,
  it: it().localeError,
  nl: nl().localeError,
  es: es().localeError,
  sv: sv().localeError,
  da: da().localeError,
};

/** A schema issue as fastify-type-provider-zod hands it over, with the refused value as `input`. */
export type SchemaIssue = $ZodRawIssue;

function problemOf(issue: SchemaIssue): SchemaProblem | undefined {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      return empty ? 'required' : undefined;
    case 'too_small':
      if (issue.origin !== 'string') return undefined;
      return empty ? 'required' : 'tooShort';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : undefined;
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
    case 'invalid_value':
      return issue.values.length > 1 ? 'notAnOption' : undefined;
    default:
      return undefined;
  }
}

/** The message of one schema issue in `lang`. */
export function validationMessage(issue: SchemaIssue, lang: Language): string {
  const problem = problemOf(issue);
  if (problem) return validationTexts[lang][problem];
  const message = zodMessages[lang](issue) ?? zodMessages.en(issue);
  if (typeof message === 'string') return message;
  return message?.message ?? validationTexts[lang].invalidFormat;
}
