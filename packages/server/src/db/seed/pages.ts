import type { Language, PageId } from '@museum-shop/contract';
import type { Db } from '../database.ts';
import { pages } from '../schema/content.ts';
import { DEMO_SHOP_ID } from './shop.ts';

/**
 * The demo museum's static pages in all eight languages. The museum is fictional (addresses and
 * register numbers are placeholders), but the texts say what a German museum shop must say.
 */
/** The operator is a German company; its legal name stays German in every language. */
const address = (country: string) => `Museum des Lichts gGmbH<br>Am Lichthof 1<br>10117 Berlin<br>${country}`;
const MAIL = '<a href="mailto:info@museum-of-light.example">info@museum-of-light.example</a>';
const ACCESS_MAIL =
  '<a href="mailto:accessibility@museum-of-light.example">accessibility@museum-of-light.example</a>';
const PHONE = '+49 30 1234567-0';
const MLBF =
  '<a href="https://www.mlbf-barrierefrei.de" rel="noopener">Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)</a>, Magdeburg';

type PageTexts = Record<PageId, { title: string; html: string }>;

const en: PageTexts = {
  imprint: {
    title: 'Imprint',
    html: `<h2>Operator of this shop</h2><p>${address('Germany')}</p>
<p>Represented by the managing director, Dr Helene Sommer.</p>
<h2>Contact</h2><p>Phone: ${PHONE}<br>E-mail: ${MAIL}</p>
<h2>Register and VAT</h2><p>Registered at Amtsgericht Berlin-Charlottenburg, HRB 000000.<br>VAT ID: DE000000000</p>
<p>Responsible for the content: Dr Helene Sommer, address as above.</p>`,
  },
  terms: {
    title: 'Terms and conditions',
    html: `<h2>Scope</h2><p>These terms apply to all orders placed in the web shop of Museum des Lichts gGmbH (Museum of Light).</p>
<h2>Contract and prices</h2><p>Your order becomes binding when you complete the payment. All prices are in euros and include VAT; shipping costs for merchandise are shown in the basket before you pay.</p>
<h2>Tickets and guided tours</h2><p>Tickets are valid for the date and time booked. As they are leisure services for a specific date, there is no right of withdrawal. If we cancel an event, we refund the full price.</p>
<h2>Vouchers</h2><p>Vouchers are valid for three years from the end of the year of purchase and can be redeemed in the shop and at the museum's ticket desk.</p>
<h2>Merchandise and right of withdrawal</h2><p>You may withdraw from a purchase of goods within 14 days of receipt without giving reasons. Write to ${MAIL}; we refund the price within 14 days after receiving the goods back.</p>`,
  },
  data_protection: {
    title: 'Data protection',
    html: `<h2>Who is responsible</h2><p>${address('Germany')}<br>${MAIL}</p>
<h2>What we process and why</h2><p>We process the data you enter when you order (name, address, e-mail, order details) to fulfil the contract (Art. 6(1)(b) GDPR). Payments are handled by our payment provider, which receives only the data needed for the payment.</p>
<h2>Storage in your browser</h2><p>The shop keeps your basket and your sign-in in your browser's session storage. It is deleted when you close the browser tab. We use no tracking cookies.</p>
<h2>How long we keep data</h2><p>Order data is kept for as long as tax and commercial law require, usually ten years.</p>
<h2>Your rights</h2><p>You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and you may complain to a data protection supervisory authority. Write to us at ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Accessibility statement',
    html: `<p>The Museum of Light wants everyone to be able to use this web shop. This statement covers the shop's pages.</p>
<h2>Conformance status</h2><p>The shop is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and the European standard EN 301 549. It can be used with a keyboard alone and with screen readers, and it works when enlarged to 400 %. We test every release with automated checks and by hand.</p>
<h2>Known limitations</h2><ul><li>The payment pages of our payment provider are not operated by us; we have asked the provider for their accessibility information.</li><li>Some texts supplied by partners may not yet be written in plain language.</li></ul>
<p>This statement was prepared in 2026 on the basis of a self-assessment.</p>
<h2>Report a barrier</h2><p>If something does not work for you, please tell us: ${ACCESS_MAIL} or phone ${PHONE}. We will answer within two weeks and, where possible, send you the information or ticket in another way.</p>
<h2>Enforcement procedure</h2><p>If you are not satisfied with our answer, you can contact the market surveillance authority responsible for accessibility: ${MLBF}. The procedure is free of charge.</p>`,
  },
  shipping: {
    title: 'Shipping information',
    html: `<h2>Tickets and vouchers</h2><p>Tickets and vouchers are sent by e-mail as a PDF straight after payment. There are no shipping costs.</p>
<h2>Merchandise</h2><p>We ship goods with DHL. Delivery within Germany takes 2–4 working days, to other EU countries 4–8 working days. Shipping costs depend on the country and the weight of your order and are shown in the basket before you pay.</p>
<h2>Returns</h2><p>Please contact us at ${MAIL} before returning goods; we will send you a return label.</p>`,
  },
};

const de: PageTexts = {
  imprint: {
    title: 'Impressum',
    html: `<h2>Anbieter dieses Shops</h2><p>${address('Deutschland')}</p>
<p>Vertreten durch die Geschäftsführerin Dr. Helene Sommer.</p>
<h2>Kontakt</h2><p>Telefon: ${PHONE}<br>E-Mail: ${MAIL}</p>
<h2>Registereintrag und Umsatzsteuer</h2><p>Amtsgericht Berlin-Charlottenburg, HRB 000000<br>USt-IdNr.: DE000000000</p>
<p>Verantwortlich für den Inhalt: Dr. Helene Sommer, Anschrift wie oben.</p>`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    html: `<h2>Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen im Webshop der Museum des Lichts gGmbH.</p>
<h2>Vertragsschluss und Preise</h2><p>Ihre Bestellung wird verbindlich, sobald Sie die Zahlung abschließen. Alle Preise sind in Euro angegeben und enthalten die Mehrwertsteuer; Versandkosten für Artikel sehen Sie vor dem Bezahlen im Warenkorb.</p>
<h2>Tickets und Führungen</h2><p>Tickets gelten für das gebuchte Datum und die gebuchte Uhrzeit. Da es sich um Freizeitveranstaltungen zu einem bestimmten Termin handelt, besteht kein Widerrufsrecht. Sagen wir eine Veranstaltung ab, erstatten wir den vollen Preis.</p>
<h2>Gutscheine</h2><p>Gutscheine gelten drei Jahre ab Ende des Kaufjahres und können im Shop und an der Museumskasse eingelöst werden.</p>
<h2>Artikel und Widerrufsrecht</h2><p>Den Kauf von Waren können Sie innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen. Schreiben Sie an ${MAIL}; wir erstatten den Kaufpreis innerhalb von 14 Tagen nach Rückerhalt der Ware.</p>`,
  },
  data_protection: {
    title: 'Datenschutz',
    html: `<h2>Verantwortliche Stelle</h2><p>Museum des Lichts gGmbH, Am Lichthof 1, 10117 Berlin<br>${MAIL}</p>
<h2>Welche Daten wir verarbeiten und warum</h2><p>Wir verarbeiten die Daten, die Sie bei der Bestellung angeben (Name, Anschrift, E-Mail-Adresse, Bestelldaten), um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Zahlungen wickelt unser Zahlungsdienstleister ab; er erhält nur die dafür nötigen Daten.</p>
<h2>Speicherung in Ihrem Browser</h2><p>Der Shop speichert Ihren Warenkorb und Ihre Anmeldung im Sitzungsspeicher Ihres Browsers. Diese Daten werden gelöscht, wenn Sie den Tab schließen. Tracking-Cookies setzen wir nicht ein.</p>
<h2>Speicherdauer</h2><p>Bestelldaten bewahren wir so lange auf, wie es das Steuer- und Handelsrecht verlangt, in der Regel zehn Jahre.</p>
<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Schreiben Sie uns an ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Erklärung zur Barrierefreiheit',
    html: `<p>Das Museum des Lichts möchte, dass alle Menschen diesen Webshop nutzen können. Diese Erklärung gilt für die Seiten des Shops.</p>
<h2>Stand der Vereinbarkeit</h2><p>Der Shop ist so gestaltet, dass er die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA und die europäische Norm EN 301 549 erfüllt. Er lässt sich allein mit der Tastatur und mit Screenreadern bedienen und funktioniert bei einer Vergrößerung auf 400 %. Jede neue Version prüfen wir automatisiert und von Hand.</p>
<h2>Bekannte Einschränkungen</h2><ul><li>Die Zahlungsseiten unseres Zahlungsdienstleisters betreiben wir nicht selbst; wir haben den Anbieter um Angaben zur Barrierefreiheit gebeten.</li><li>Einige Texte von Partnern liegen noch nicht in einfacher Sprache vor.</li></ul>
<p>Diese Erklärung wurde 2026 auf Grundlage einer Selbstbewertung erstellt.</p>
<h2>Barrieren melden</h2><p>Wenn etwas für Sie nicht funktioniert, sagen Sie es uns bitte: ${ACCESS_MAIL} oder Telefon ${PHONE}. Wir antworten innerhalb von zwei Wochen und schicken Ihnen Informationen oder Tickets, wo möglich, auf anderem Weg.</p>
<h2>Durchsetzungsverfahren</h2><p>Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: ${MLBF}. Das Verfahren ist kostenlos.</p>`,
  },
  shipping: {
    title: 'Versandinformationen',
    html: `<h2>Tickets und Gutscheine</h2><p>Tickets und Gutscheine erhalten Sie direkt nach der Zahlung als PDF per E-Mail. Versandkosten fallen nicht an.</p>
<h2>Artikel</h2><p>Waren versenden wir mit DHL. Die Lieferung dauert innerhalb Deutschlands 2–4 Werktage, in andere EU-Länder 4–8 Werktage. Die Versandkosten richten sich nach Land und Gewicht Ihrer Bestellung und werden vor dem Bezahlen im Warenkorb angezeigt.</p>
<h2>Rücksendungen</h2><p>Bitte melden Sie sich vor einer Rücksendung unter ${MAIL}; wir schicken Ihnen ein Retourenetikett.</p>`,
  },
};

const fr: PageTexts = {
  imprint: {
    title: 'Mentions légales',
    html: `<h2>Éditeur de la boutique</h2><p>${address('Allemagne')}</p>
<p>Représentée par sa directrice générale, Dr Helene Sommer.</p>
<h2>Contact</h2><p>Téléphone : ${PHONE}<br>E-mail : ${MAIL}</p>
<h2>Immatriculation et TVA</h2><p>Registre du commerce : Amtsgericht Berlin-Charlottenburg, HRB 000000<br>N° de TVA intracommunautaire : DE000000000</p>
<p>Responsable du contenu : Dr Helene Sommer, adresse ci-dessus.</p>`,
  },
  terms: {
    title: 'Conditions générales de vente',
    html: `<h2>Champ d’application</h2><p>Les présentes conditions s’appliquent à toutes les commandes passées sur la boutique en ligne de Museum des Lichts gGmbH (Musée de la Lumière).</p>
<h2>Conclusion du contrat et prix</h2><p>Votre commande devient ferme dès que vous finalisez le paiement. Tous les prix sont indiqués en euros TTC ; les frais de port des articles s’affichent dans le panier avant le paiement.</p>
<h2>Billets et visites guidées</h2><p>Les billets sont valables pour la date et l’heure réservées. S’agissant de prestations de loisirs à date fixe, aucun droit de rétractation ne s’applique. Si nous annulons un événement, nous remboursons l’intégralité du prix.</p>
<h2>Bons cadeaux</h2><p>Les bons cadeaux sont valables trois ans à compter de la fin de l’année d’achat et peuvent être utilisés dans la boutique et à la billetterie du musée.</p>
<h2>Articles et droit de rétractation</h2><p>Pour l’achat de marchandises, vous disposez d’un délai de 14 jours après réception pour vous rétracter sans motif. Écrivez-nous à ${MAIL} ; nous vous remboursons dans les 14 jours suivant le retour de la marchandise.</p>`,
  },
  data_protection: {
    title: 'Protection des données',
    html: `<h2>Responsable du traitement</h2><p>${address('Allemagne')}<br>${MAIL}</p>
<h2>Données traitées et finalités</h2><p>Nous traitons les données que vous saisissez lors de votre commande (nom, adresse, e-mail, détails de la commande) pour exécuter le contrat (art. 6, paragraphe 1, point b du RGPD). Les paiements sont traités par notre prestataire de paiement, qui ne reçoit que les données nécessaires.</p>
<h2>Stockage dans votre navigateur</h2><p>La boutique conserve votre panier et votre connexion dans le stockage de session de votre navigateur. Ces données sont effacées à la fermeture de l’onglet. Nous n’utilisons aucun cookie de suivi.</p>
<h2>Durée de conservation</h2><p>Les données de commande sont conservées aussi longtemps que l’exigent le droit fiscal et le droit commercial, en général dix ans.</p>
<h2>Vos droits</h2><p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, ainsi que du droit d’introduire une réclamation auprès d’une autorité de protection des données. Écrivez-nous à ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Déclaration d’accessibilité',
    html: `<p>Le Musée de la Lumière souhaite que chacun puisse utiliser cette boutique en ligne. La présente déclaration s’applique aux pages de la boutique.</p>
<h2>État de conformité</h2><p>La boutique est conçue pour respecter les règles pour l’accessibilité des contenus web (WCAG) 2.2 au niveau AA et la norme européenne EN 301 549. Elle s’utilise entièrement au clavier et avec un lecteur d’écran, et reste lisible avec un agrandissement à 400 %. Chaque nouvelle version est testée automatiquement et manuellement.</p>
<h2>Limites connues</h2><ul><li>Les pages de paiement de notre prestataire ne sont pas exploitées par nous ; nous lui avons demandé ses informations d’accessibilité.</li><li>Certains textes fournis par nos partenaires ne sont pas encore rédigés en langage clair.</li></ul>
<p>Cette déclaration a été établie en 2026 sur la base d’une auto-évaluation.</p>
<h2>Signaler un obstacle</h2><p>Si quelque chose ne fonctionne pas pour vous, dites-le-nous : ${ACCESS_MAIL} ou par téléphone au ${PHONE}. Nous répondons sous deux semaines et, si possible, nous vous faisons parvenir l’information ou le billet par un autre moyen.</p>
<h2>Procédure de recours</h2><p>Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l’autorité de surveillance du marché compétente en matière d’accessibilité : ${MLBF}. La procédure est gratuite.</p>`,
  },
  shipping: {
    title: 'Informations de livraison',
    html: `<h2>Billets et bons cadeaux</h2><p>Les billets et bons cadeaux vous sont envoyés par e-mail au format PDF dès le paiement effectué. Aucuns frais d’envoi ne s’appliquent.</p>
<h2>Articles</h2><p>Nous expédions les articles avec DHL. La livraison prend 2 à 4 jours ouvrés en Allemagne et 4 à 8 jours ouvrés vers les autres pays de l’UE. Les frais de port dépendent du pays et du poids de la commande ; ils s’affichent dans le panier avant le paiement.</p>
<h2>Retours</h2><p>Avant tout retour, contactez-nous à ${MAIL} ; nous vous enverrons une étiquette de retour.</p>`,
  },
};

const it: PageTexts = {
  imprint: {
    title: 'Note legali',
    html: `<h2>Gestore del negozio</h2><p>${address('Germania')}</p>
<p>Rappresentata dalla direttrice generale, dott.ssa Helene Sommer.</p>
<h2>Contatti</h2><p>Telefono: ${PHONE}<br>E-mail: ${MAIL}</p>
<h2>Registro e IVA</h2><p>Registro delle imprese: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>Partita IVA: DE000000000</p>
<p>Responsabile dei contenuti: dott.ssa Helene Sommer, indirizzo come sopra.</p>`,
  },
  terms: {
    title: 'Condizioni generali di vendita',
    html: `<h2>Ambito di applicazione</h2><p>Le presenti condizioni valgono per tutti gli ordini effettuati nel negozio online di Museum des Lichts gGmbH (Museo della Luce).</p>
<h2>Conclusione del contratto e prezzi</h2><p>L’ordine diventa vincolante quando completi il pagamento. Tutti i prezzi sono in euro e IVA inclusa; le spese di spedizione degli articoli sono indicate nel carrello prima del pagamento.</p>
<h2>Biglietti e visite guidate</h2><p>I biglietti valgono per la data e l’ora prenotate. Trattandosi di servizi per il tempo libero a data fissa, il diritto di recesso non si applica. Se annulliamo un evento, rimborsiamo l’intero prezzo.</p>
<h2>Buoni</h2><p>I buoni sono validi tre anni dalla fine dell’anno di acquisto e si possono utilizzare nel negozio online e alla biglietteria del museo.</p>
<h2>Articoli e diritto di recesso</h2><p>Per l’acquisto di merci puoi recedere entro 14 giorni dal ricevimento senza indicarne il motivo. Scrivi a ${MAIL}; ti rimborsiamo entro 14 giorni dalla restituzione della merce.</p>`,
  },
  data_protection: {
    title: 'Protezione dei dati',
    html: `<h2>Titolare del trattamento</h2><p>${address('Germania')}<br>${MAIL}</p>
<h2>Quali dati trattiamo e perché</h2><p>Trattiamo i dati che inserisci al momento dell’ordine (nome, indirizzo, e-mail, dettagli dell’ordine) per eseguire il contratto (art. 6, par. 1, lett. b del GDPR). I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento, che riceve solo i dati necessari.</p>
<h2>Dati salvati nel browser</h2><p>Il negozio conserva il carrello e il tuo accesso nella memoria di sessione del browser; questi dati vengono cancellati quando chiudi la scheda. Non usiamo cookie di tracciamento.</p>
<h2>Durata della conservazione</h2><p>Conserviamo i dati degli ordini per il tempo previsto dalla normativa fiscale e commerciale, di norma dieci anni.</p>
<h2>I tuoi diritti</h2><p>Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e opposizione, e puoi presentare reclamo a un’autorità di controllo per la protezione dei dati. Scrivici a ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Dichiarazione di accessibilità',
    html: `<p>Il Museo della Luce vuole che tutti possano usare questo negozio online. La presente dichiarazione riguarda le pagine del negozio.</p>
<h2>Stato di conformità</h2><p>Il negozio è progettato per soddisfare le linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 di livello AA e la norma europea EN 301 549. Si può usare anche solo con la tastiera o con un lettore di schermo e funziona anche con un ingrandimento al 400 %. Ogni nuova versione viene verificata con controlli automatici e manuali.</p>
<h2>Limiti noti</h2><ul><li>Le pagine di pagamento del nostro fornitore non sono gestite da noi; gli abbiamo chiesto le sue informazioni sull’accessibilità.</li><li>Alcuni testi forniti dai partner non sono ancora scritti in linguaggio semplice.</li></ul>
<p>La presente dichiarazione è stata redatta nel 2026 sulla base di un’autovalutazione.</p>
<h2>Segnalare una barriera</h2><p>Se qualcosa non funziona per te, faccelo sapere: ${ACCESS_MAIL} oppure al telefono ${PHONE}. Rispondiamo entro due settimane e, se possibile, ti inviamo le informazioni o il biglietto in un altro modo.</p>
<h2>Procedura di attuazione</h2><p>Se la nostra risposta non ti soddisfa, puoi rivolgerti all’autorità di vigilanza del mercato competente per l’accessibilità: ${MLBF}. La procedura è gratuita.</p>`,
  },
  shipping: {
    title: 'Informazioni sulla spedizione',
    html: `<h2>Biglietti e buoni</h2><p>Biglietti e buoni ti arrivano via e-mail in formato PDF subito dopo il pagamento, senza spese di spedizione.</p>
<h2>Articoli</h2><p>Spediamo gli articoli con DHL. La consegna richiede 2–4 giorni lavorativi in Germania e 4–8 giorni lavorativi negli altri paesi dell’UE. Le spese di spedizione dipendono dal paese e dal peso dell’ordine e sono indicate nel carrello prima del pagamento.</p>
<h2>Resi</h2><p>Prima di un reso scrivici a ${MAIL}; ti invieremo un’etichetta di reso.</p>`,
  },
};

const nl: PageTexts = {
  imprint: {
    title: 'Colofon',
    html: `<h2>Aanbieder van deze winkel</h2><p>${address('Duitsland')}</p>
<p>Vertegenwoordigd door de directeur, dr. Helene Sommer.</p>
<h2>Contact</h2><p>Telefoon: ${PHONE}<br>E-mail: ${MAIL}</p>
<h2>Inschrijving en btw</h2><p>Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>Btw-nummer: DE000000000</p>
<p>Verantwoordelijk voor de inhoud: dr. Helene Sommer, adres als boven.</p>`,
  },
  terms: {
    title: 'Algemene voorwaarden',
    html: `<h2>Toepassingsgebied</h2><p>Deze voorwaarden gelden voor alle bestellingen in de webwinkel van Museum des Lichts gGmbH (Museum van het Licht).</p>
<h2>Overeenkomst en prijzen</h2><p>Je bestelling is bindend zodra je de betaling hebt afgerond. Alle prijzen zijn in euro, inclusief btw; de verzendkosten voor artikelen zie je vóór het betalen in je winkelmand.</p>
<h2>Tickets en rondleidingen</h2><p>Tickets zijn geldig op de geboekte datum en het geboekte tijdstip. Omdat het om vrijetijdsactiviteiten op een vaste datum gaat, geldt er geen herroepingsrecht. Als wij een evenement afzeggen, betalen we de volledige prijs terug.</p>
<h2>Cadeaubonnen</h2><p>Cadeaubonnen zijn drie jaar geldig vanaf het einde van het jaar van aankoop en kunnen in de webwinkel en aan de kassa van het museum worden ingewisseld.</p>
<h2>Artikelen en herroepingsrecht</h2><p>Een aankoop van goederen kun je binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Schrijf naar ${MAIL}; we betalen je binnen 14 dagen na ontvangst van de teruggestuurde goederen terug.</p>`,
  },
  data_protection: {
    title: 'Privacy',
    html: `<h2>Verwerkingsverantwoordelijke</h2><p>${address('Duitsland')}<br>${MAIL}</p>
<h2>Welke gegevens we verwerken en waarom</h2><p>We verwerken de gegevens die je bij je bestelling invult (naam, adres, e-mailadres, bestelgegevens) om de overeenkomst uit te voeren (art. 6, lid 1, onder b AVG). Betalingen worden afgehandeld door onze betaaldienstverlener, die alleen de daarvoor nodige gegevens ontvangt.</p>
<h2>Opslag in je browser</h2><p>De winkel bewaart je winkelmand en je aanmelding in de sessieopslag van je browser. Die gegevens worden gewist zodra je het tabblad sluit. We gebruiken geen trackingcookies.</p>
<h2>Bewaartermijn</h2><p>Bestelgegevens bewaren we zo lang als het fiscale en handelsrecht voorschrijft, meestal tien jaar.</p>
<h2>Je rechten</h2><p>Je hebt recht op inzage, rectificatie, wissing, beperking van de verwerking, overdraagbaarheid van gegevens en bezwaar, en je kunt een klacht indienen bij een toezichthoudende autoriteit voor gegevensbescherming. Schrijf ons via ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Toegankelijkheidsverklaring',
    html: `<p>Het Museum van het Licht wil dat iedereen deze webwinkel kan gebruiken. Deze verklaring geldt voor de pagina’s van de winkel.</p>
<h2>Nalevingsstatus</h2><p>De winkel is ontworpen om te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA en aan de Europese norm EN 301 549. Hij is volledig met het toetsenbord en met een schermlezer te bedienen en werkt ook bij een vergroting tot 400 %. Elke nieuwe versie testen we automatisch en handmatig.</p>
<h2>Bekende beperkingen</h2><ul><li>De betaalpagina’s van onze betaaldienstverlener beheren we niet zelf; we hebben de aanbieder om zijn toegankelijkheidsinformatie gevraagd.</li><li>Sommige teksten van partners zijn nog niet in eenvoudige taal geschreven.</li></ul>
<p>Deze verklaring is in 2026 opgesteld op basis van een zelfbeoordeling.</p>
<h2>Een drempel melden</h2><p>Werkt er iets niet voor je? Laat het ons weten: ${ACCESS_MAIL} of telefonisch via ${PHONE}. We antwoorden binnen twee weken en sturen je de informatie of het ticket zo mogelijk op een andere manier.</p>
<h2>Handhavingsprocedure</h2><p>Ben je niet tevreden met ons antwoord, dan kun je je wenden tot de markttoezichthouder die bevoegd is voor toegankelijkheid: ${MLBF}. De procedure is kosteloos.</p>`,
  },
  shipping: {
    title: 'Verzendinformatie',
    html: `<h2>Tickets en cadeaubonnen</h2><p>Tickets en cadeaubonnen ontvang je direct na de betaling als pdf per e-mail. Er zijn geen verzendkosten.</p>
<h2>Artikelen</h2><p>We verzenden artikelen met DHL. Levering binnen Duitsland duurt 2–4 werkdagen, naar andere EU-landen 4–8 werkdagen. De verzendkosten hangen af van het land en het gewicht van je bestelling en staan vóór het betalen in je winkelmand.</p>
<h2>Retourneren</h2><p>Neem vóór een retourzending contact met ons op via ${MAIL}; we sturen je een retourlabel.</p>`,
  },
};

const es: PageTexts = {
  imprint: {
    title: 'Aviso legal',
    html: `<h2>Titular de la tienda</h2><p>${address('Alemania')}</p>
<p>Representada por su directora general, la Dra. Helene Sommer.</p>
<h2>Contacto</h2><p>Teléfono: ${PHONE}<br>Correo electrónico: ${MAIL}</p>
<h2>Registro e IVA</h2><p>Registro mercantil: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>NIF-IVA: DE000000000</p>
<p>Responsable del contenido: Dra. Helene Sommer, con la dirección indicada arriba.</p>`,
  },
  terms: {
    title: 'Condiciones generales',
    html: `<h2>Ámbito de aplicación</h2><p>Estas condiciones se aplican a todos los pedidos realizados en la tienda en línea de Museum des Lichts gGmbH (Museo de la Luz).</p>
<h2>Contrato y precios</h2><p>Tu pedido es vinculante en cuanto completas el pago. Todos los precios están en euros e incluyen el IVA; los gastos de envío de los artículos se muestran en la cesta antes de pagar.</p>
<h2>Entradas y visitas guiadas</h2><p>Las entradas son válidas para la fecha y la hora reservadas. Al tratarse de actividades de ocio en una fecha concreta, no existe derecho de desistimiento. Si cancelamos un evento, te devolvemos el importe íntegro.</p>
<h2>Vales</h2><p>Los vales son válidos durante tres años a partir del final del año de compra y se pueden canjear en la tienda en línea y en la taquilla del museo.</p>
<h2>Artículos y derecho de desistimiento</h2><p>Puedes desistir de la compra de productos en un plazo de 14 días desde su recepción sin indicar el motivo. Escríbenos a ${MAIL}; te devolvemos el importe en un plazo de 14 días desde que recibamos los productos.</p>`,
  },
  data_protection: {
    title: 'Protección de datos',
    html: `<h2>Responsable del tratamiento</h2><p>${address('Alemania')}<br>${MAIL}</p>
<h2>Qué datos tratamos y para qué</h2><p>Tratamos los datos que introduces al hacer un pedido (nombre, dirección, correo electrónico, datos del pedido) para ejecutar el contrato (art. 6, apartado 1, letra b del RGPD). Los pagos los gestiona nuestro proveedor de pagos, que solo recibe los datos necesarios.</p>
<h2>Almacenamiento en tu navegador</h2><p>La tienda guarda tu cesta y tu inicio de sesión en el almacenamiento de sesión del navegador. Estos datos se borran al cerrar la pestaña. No utilizamos cookies de seguimiento.</p>
<h2>Plazo de conservación</h2><p>Conservamos los datos de los pedidos durante el tiempo que exige la legislación fiscal y mercantil, normalmente diez años.</p>
<h2>Tus derechos</h2><p>Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, así como a presentar una reclamación ante una autoridad de protección de datos. Escríbenos a ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Declaración de accesibilidad',
    html: `<p>El Museo de la Luz quiere que todas las personas puedan usar esta tienda en línea. Esta declaración se refiere a las páginas de la tienda.</p>
<h2>Situación de cumplimiento</h2><p>La tienda está diseñada para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA y la norma europea EN 301 549. Puede utilizarse únicamente con el teclado, sin ratón, y con lectores de pantalla, y funciona con una ampliación del 400 %. Revisamos cada nueva versión con pruebas automáticas y manuales.</p>
<h2>Limitaciones conocidas</h2><ul><li>Las páginas de pago de nuestro proveedor no las gestionamos nosotros; le hemos pedido su información de accesibilidad.</li><li>Algunos textos de nuestros socios todavía no están redactados en lenguaje sencillo.</li></ul>
<p>Esta declaración se elaboró en 2026 a partir de una autoevaluación.</p>
<h2>Comunicar una barrera</h2><p>Si algo no te funciona, cuéntanoslo: ${ACCESS_MAIL} o por teléfono en el ${PHONE}. Respondemos en un plazo de dos semanas y, cuando es posible, te hacemos llegar la información o la entrada por otra vía.</p>
<h2>Procedimiento de reclamación</h2><p>Si no estás satisfecho con nuestra respuesta, puedes dirigirte a la autoridad de vigilancia del mercado competente en materia de accesibilidad: ${MLBF}. El procedimiento es gratuito.</p>`,
  },
  shipping: {
    title: 'Información de envío',
    html: `<h2>Entradas y vales</h2><p>Recibirás las entradas y los vales en PDF por correo electrónico justo después del pago, sin gastos de envío.</p>
<h2>Artículos</h2><p>Enviamos los artículos con DHL. La entrega tarda de 2 a 4 días laborables en Alemania y de 4 a 8 días laborables al resto de países de la UE. Los gastos de envío dependen del país y del peso del pedido y se muestran en la cesta antes de pagar.</p>
<h2>Devoluciones</h2><p>Antes de devolver un artículo, escríbenos a ${MAIL}; te enviaremos una etiqueta de devolución.</p>`,
  },
};

const sv: PageTexts = {
  imprint: {
    title: 'Företagsinformation',
    html: `<h2>Butiken drivs av</h2><p>${address('Tyskland')}</p>
<p>Företrädd av verkställande direktör Dr. Helene Sommer.</p>
<h2>Kontakt</h2><p>Telefon: ${PHONE}<br>E-post: ${MAIL}</p>
<h2>Registrering och moms</h2><p>Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>Momsregistreringsnummer: DE000000000</p>
<p>Ansvarig för innehållet: Dr. Helene Sommer, adress enligt ovan.</p>`,
  },
  terms: {
    title: 'Allmänna villkor',
    html: `<h2>Tillämpning</h2><p>Dessa villkor gäller för alla beställningar i webbutiken hos Museum des Lichts gGmbH (Ljusets museum).</p>
<h2>Avtal och priser</h2><p>Din beställning blir bindande när du slutför betalningen. Alla priser anges i euro inklusive moms; fraktkostnader för varor visas i varukorgen innan du betalar.</p>
<h2>Biljetter och guidade visningar</h2><p>Biljetterna gäller för det bokade datumet och klockslaget. Eftersom det rör sig om fritidsaktiviteter på ett bestämt datum gäller ingen ångerrätt. Om vi ställer in ett evenemang betalar vi tillbaka hela priset.</p>
<h2>Presentkort</h2><p>Presentkort gäller i tre år från slutet av köpåret och kan lösas in i webbutiken och i museets kassa.</p>
<h2>Varor och ångerrätt</h2><p>Vid köp av varor kan du ångra dig inom 14 dagar från det att du tog emot dem, utan att ange skäl. Skriv till ${MAIL}; vi betalar tillbaka inom 14 dagar efter att vi fått tillbaka varorna.</p>`,
  },
  data_protection: {
    title: 'Dataskydd',
    html: `<h2>Personuppgiftsansvarig</h2><p>${address('Tyskland')}<br>${MAIL}</p>
<h2>Vilka uppgifter vi behandlar och varför</h2><p>Vi behandlar de uppgifter du anger när du beställer (namn, adress, e-post, orderuppgifter) för att fullgöra avtalet (artikel 6.1 b i GDPR). Betalningar hanteras av vår betaltjänstleverantör, som bara får de uppgifter som behövs.</p>
<h2>Lagring i din webbläsare</h2><p>Butiken sparar din varukorg och din inloggning i webbläsarens sessionslagring. Uppgifterna raderas när du stänger fliken. Vi använder inga spårningskakor.</p>
<h2>Lagringstid</h2><p>Orderuppgifter sparas så länge skatte- och handelslagstiftningen kräver, normalt tio år.</p>
<h2>Dina rättigheter</h2><p>Du har rätt till tillgång, rättelse, radering, begränsning av behandlingen, dataportabilitet och invändning, och du kan lämna klagomål till en tillsynsmyndighet för dataskydd. Skriv till oss på ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Tillgänglighetsredogörelse',
    html: `<p>Ljusets museum vill att alla ska kunna använda den här webbutiken. Redogörelsen gäller butikens sidor.</p>
<h2>Efterlevnadsstatus</h2><p>Butiken är utformad för att uppfylla riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.2 på nivå AA och den europeiska standarden EN 301 549. Den kan användas med enbart tangentbord och med skärmläsare och fungerar vid förstoring till 400 %. Varje ny version testas både automatiskt och manuellt.</p>
<h2>Kända brister</h2><ul><li>Betalsidorna drivs av vår betaltjänstleverantör, inte av oss; vi har bett leverantören om information om tillgängligheten.</li><li>Vissa texter från samarbetspartner är ännu inte skrivna på lättläst svenska.</li></ul>
<p>Redogörelsen togs fram 2026 utifrån en egen bedömning.</p>
<h2>Rapportera brister</h2><p>Om något inte fungerar för dig vill vi gärna veta det: ${ACCESS_MAIL} eller telefon ${PHONE}. Vi svarar inom två veckor och skickar om möjligt informationen eller biljetten till dig på annat sätt.</p>
<h2>Tillsyn</h2><p>Om du inte är nöjd med vårt svar kan du vända dig till den marknadskontrollmyndighet som ansvarar för tillgänglighet: ${MLBF}. Det kostar ingenting.</p>`,
  },
  shipping: {
    title: 'Leveransinformation',
    html: `<h2>Biljetter och presentkort</h2><p>Biljetter och presentkort skickas som pdf via e-post direkt efter betalningen. Ingen fraktkostnad tillkommer.</p>
<h2>Varor</h2><p>Vi skickar varor med DHL. Leveransen tar 2–4 arbetsdagar inom Tyskland och 4–8 arbetsdagar till andra EU-länder. Fraktkostnaden beror på land och vikt och visas i varukorgen innan du betalar.</p>
<h2>Returer</h2><p>Kontakta oss på ${MAIL} innan du skickar tillbaka något, så skickar vi en returetikett.</p>`,
  },
};

const da: PageTexts = {
  imprint: {
    title: 'Virksomhedsoplysninger',
    html: `<h2>Butikken drives af</h2><p>${address('Tyskland')}</p>
<p>Repræsenteret ved administrerende direktør dr. Helene Sommer.</p>
<h2>Kontakt</h2><p>Telefon: ${PHONE}<br>E-mail: ${MAIL}</p>
<h2>Registrering og moms</h2><p>Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>Momsnummer: DE000000000</p>
<p>Ansvarlig for indholdet: dr. Helene Sommer, adresse som ovenfor.</p>`,
  },
  terms: {
    title: 'Handelsbetingelser',
    html: `<h2>Gyldighed</h2><p>Disse betingelser gælder for alle bestillinger i webshoppen hos Museum des Lichts gGmbH (Lysets Museum).</p>
<h2>Aftale og priser</h2><p>Din bestilling er bindende, når du gennemfører betalingen. Alle priser er i euro inklusive moms; fragt for varer vises i kurven, før du betaler.</p>
<h2>Billetter og omvisninger</h2><p>Billetterne gælder til den bookede dato og det bookede tidspunkt. Da der er tale om fritidsaktiviteter på en bestemt dato, er der ingen fortrydelsesret. Hvis vi aflyser et arrangement, refunderer vi hele beløbet.</p>
<h2>Gavekort</h2><p>Gavekort gælder i tre år fra udgangen af købsåret og kan indløses i webshoppen og i museets billetsalg.</p>
<h2>Varer og fortrydelsesret</h2><p>Ved køb af varer kan du fortryde inden for 14 dage efter modtagelsen uden at give en begrundelse. Skriv til ${MAIL}; vi tilbagebetaler beløbet senest 14 dage efter, at vi har modtaget varerne retur.</p>`,
  },
  data_protection: {
    title: 'Databeskyttelse',
    html: `<h2>Dataansvarlig</h2><p>${address('Tyskland')}<br>${MAIL}</p>
<h2>Hvilke oplysninger vi behandler og hvorfor</h2><p>Vi behandler de oplysninger, du angiver ved bestilling (navn, adresse, e-mail, bestillingsoplysninger), for at opfylde aftalen (databeskyttelsesforordningens artikel 6, stk. 1, litra b). Betalinger håndteres af vores betalingsudbyder, som kun modtager de nødvendige oplysninger.</p>
<h2>Lagring i din browser</h2><p>Butikken gemmer din kurv og dit login i browserens sessionslager. Oplysningerne slettes, når du lukker fanen. Vi bruger ingen sporingscookies.</p>
<h2>Opbevaringsperiode</h2><p>Bestillingsoplysninger opbevares så længe, skatte- og handelsretten kræver det, normalt ti år.</p>
<h2>Dine rettigheder</h2><p>Du har ret til indsigt, berigtigelse, sletning, begrænsning af behandlingen, dataportabilitet og indsigelse, og du kan klage til en tilsynsmyndighed for databeskyttelse. Skriv til os på ${MAIL}.</p>`,
  },
  accessibility_statement: {
    title: 'Tilgængelighedserklæring',
    html: `<p>Lysets Museum ønsker, at alle kan bruge denne webshop. Erklæringen gælder for butikkens sider.</p>
<h2>Overensstemmelse</h2><p>Butikken er udviklet til at opfylde retningslinjerne for tilgængeligt webindhold (WCAG) 2.2 på niveau AA og den europæiske standard EN 301 549. Den kan betjenes med tastaturet alene og med skærmlæser og fungerer ved forstørrelse op til 400 %. Vi tester hver ny version både automatisk og manuelt.</p>
<h2>Kendte begrænsninger</h2><ul><li>Betalingssiderne drives af vores betalingsudbyder og ikke af os; vi har bedt udbyderen om oplysninger om tilgængeligheden.</li><li>Nogle tekster fra samarbejdspartnere er endnu ikke skrevet i et letlæseligt sprog.</li></ul>
<p>Erklæringen er udarbejdet i 2026 på grundlag af en selvevaluering.</p>
<h2>Meld en barriere</h2><p>Hvis noget ikke virker for dig, så fortæl os det: ${ACCESS_MAIL} eller telefon ${PHONE}. Vi svarer inden for to uger og sender dig om muligt oplysningerne eller billetten på en anden måde.</p>
<h2>Klagemulighed</h2><p>Er du ikke tilfreds med vores svar, kan du henvende dig til den markedsovervågningsmyndighed, der har ansvaret for tilgængelighed: ${MLBF}. Det er gratis.</p>`,
  },
  shipping: {
    title: 'Leveringsinformation',
    html: `<h2>Billetter og gavekort</h2><p>Billetter og gavekort sendes som pdf pr. e-mail lige efter betalingen. Der er ingen fragt.</p>
<h2>Varer</h2><p>Vi sender varer med DHL. Levering tager 2–4 hverdage i Tyskland og 4–8 hverdage til andre EU-lande. Fragten afhænger af land og vægt og vises i kurven, før du betaler.</p>
<h2>Returnering</h2><p>Kontakt os på ${MAIL}, før du returnerer varer, så sender vi dig en returlabel.</p>`,
  },
};

export const demoPages: Record<Language, PageTexts> = { en, de, fr, it, nl, es, sv, da };

export async function seedPages(db: Db): Promise<void> {
  await db.insert(pages).values(
    Object.entries(demoPages).flatMap(([lang, texts]) =>
      Object.entries(texts).map(([pageId, page]) => ({
        shopId: DEMO_SHOP_ID,
        pageId: pageId as PageId,
        lang: lang as Language,
        title: page.title,
        html: page.html,
      })),
    ),
  );
}
