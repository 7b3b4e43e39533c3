// The first screen's words in the 11 locales (shared/contracts/src/locales.ts), so the new remote passes
// the catalogue check from its first commit; the area's title is its name until the team names it.
const FIRST_SCREEN_TEXTS = {
  da: { intro: 'Dette område er nyt: dets første skærm er klar til jeres arbejde.', home: 'Tilbage til forsiden' },
  de: { intro: 'Dieser Bereich ist neu: sein erster Bildschirm wartet auf eure Arbeit.', home: 'Zurück zur Startseite' },
  en: { intro: 'This area is new: its first screen is ready for your work.', home: 'Back to the home page' },
  es: { intro: 'Esta área es nueva: su primera pantalla está lista para vuestro trabajo.', home: 'Volver a la página de inicio' },
  fi: { intro: 'Tämä alue on uusi: sen ensimmäinen näkymä odottaa työtänne.', home: 'Takaisin etusivulle' },
  fr: { intro: 'Cet espace est nouveau : son premier écran attend votre travail.', home: "Retour à la page d'accueil" },
  it: { intro: "Quest'area è nuova: la sua prima schermata è pronta per il vostro lavoro.", home: 'Torna alla pagina iniziale' },
  nb: { intro: 'Dette området er nytt: den første skjermen er klar for arbeidet deres.', home: 'Tilbake til forsiden' },
  nl: { intro: 'Dit onderdeel is nieuw: het eerste scherm is klaar voor jullie werk.', home: 'Terug naar de startpagina' },
  pl: { intro: 'Ten obszar jest nowy: jego pierwszy ekran czeka na waszą pracę.', home: 'Wróć do strony głównej' },
  sv: { intro: 'Det här området är nytt: dess första skärm är redo för ert arbete.', home: 'Tillbaka till startsidan' },
};

module.exports = { FIRST_SCREEN_TEXTS };
