import type { SupportedCountry } from './places';

interface NamePool {
  female: readonly string[];
  male: readonly string[];
}

/** Common first names per country, so a member from Kraków is not called Madison. */
export const FIRST_NAMES: Record<SupportedCountry, NamePool> = {
  AT: {
    female: ['Anna', 'Sophie', 'Lena', 'Katharina', 'Julia', 'Sarah', 'Lisa', 'Hannah', 'Theresa', 'Magdalena', 'Verena', 'Elisabeth'],
    male: ['Lukas', 'Maximilian', 'Jakob', 'David', 'Tobias', 'Florian', 'Stefan', 'Andreas', 'Matthias', 'Michael', 'Thomas', 'Alexander'],
  },
  BE: {
    female: ['Emma', 'Louise', 'Marie', 'Lotte', 'Elise', 'Camille', 'Julie', 'Sofie', 'Nathalie', 'Charlotte', 'Lien', 'Manon'],
    male: ['Lucas', 'Louis', 'Arthur', 'Jules', 'Wout', 'Thomas', 'Pieter', 'Maxime', 'Nicolas', 'Bram', 'Koen', 'Simon'],
  },
  CH: {
    female: ['Mia', 'Lara', 'Laura', 'Noemi', 'Chiara', 'Céline', 'Nadine', 'Sandra', 'Corinne', 'Léa', 'Alessia', 'Seraina'],
    male: ['Noah', 'Luca', 'Nico', 'Reto', 'Beat', 'Urs', 'Marco', 'Jonas', 'Yannick', 'Samuel', 'Fabian', 'Gian'],
  },
  DE: {
    female: ['Lea', 'Laura', 'Katrin', 'Jana', 'Sabine', 'Nina', 'Franziska', 'Melanie', 'Anja', 'Johanna', 'Carina', 'Miriam'],
    male: ['Jonas', 'Leon', 'Felix', 'Paul', 'Tim', 'Jan', 'Sebastian', 'Christian', 'Markus', 'Daniel', 'Niklas', 'Jens'],
  },
  DK: {
    female: ['Freja', 'Ida', 'Sofie', 'Mette', 'Camilla', 'Line', 'Maja', 'Signe', 'Louise', 'Trine', 'Emma', 'Karen'],
    male: ['Mads', 'Rasmus', 'Frederik', 'Mikkel', 'Jonas', 'Søren', 'Anders', 'Kasper', 'Emil', 'Oliver', 'Christian', 'Magnus'],
  },
  ES: {
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Elena', 'Sara', 'Marta', 'Laura', 'Andrea', 'Cristina', 'Alba', 'Nuria'],
    male: ['Alejandro', 'Pablo', 'Javier', 'Daniel', 'Sergio', 'Carlos', 'David', 'Hugo', 'Álvaro', 'Adrián', 'Diego', 'Manuel'],
  },
  FI: {
    female: ['Aino', 'Emilia', 'Sanna', 'Laura', 'Johanna', 'Veera', 'Noora', 'Elina', 'Katja', 'Riikka', 'Minna', 'Helmi'],
    male: ['Mikko', 'Juha', 'Antti', 'Janne', 'Lauri', 'Eero', 'Ville', 'Matti', 'Tuomas', 'Olli', 'Aleksi', 'Jussi'],
  },
  FR: {
    female: ['Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Sarah', 'Julie', 'Émilie', 'Claire', 'Pauline', 'Margaux', 'Amandine'],
    male: ['Lucas', 'Hugo', 'Louis', 'Théo', 'Nicolas', 'Julien', 'Antoine', 'Maxime', 'Thomas', 'Romain', 'Mathieu', 'Guillaume'],
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Emily', 'Charlotte', 'Sophie', 'Jessica', 'Lucy', 'Hannah', 'Chloe', 'Rebecca', 'Megan', 'Holly'],
    male: ['Oliver', 'Harry', 'George', 'Jack', 'James', 'Thomas', 'William', 'Daniel', 'Matthew', 'Joshua', 'Callum', 'Ryan'],
  },
  IE: {
    female: ['Aoife', 'Saoirse', 'Niamh', 'Ciara', 'Sinéad', 'Róisín', 'Orla', 'Emma', 'Grace', 'Clodagh', 'Aisling', 'Caoimhe'],
    male: ['Conor', 'Seán', 'Cian', 'Oisín', 'Darragh', 'Ciarán', 'Eoin', 'Liam', 'Patrick', 'Niall', 'Fionn', 'Declan'],
  },
  IT: {
    female: ['Giulia', 'Sofia', 'Chiara', 'Francesca', 'Martina', 'Alessia', 'Federica', 'Valentina', 'Elisa', 'Sara', 'Silvia', 'Giorgia'],
    male: ['Francesco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Luca', 'Davide', 'Simone', 'Giuseppe', 'Stefano', 'Riccardo'],
  },
  NL: {
    female: ['Sanne', 'Lotte', 'Anouk', 'Femke', 'Sophie', 'Eva', 'Iris', 'Fleur', 'Lisa', 'Marieke', 'Esther', 'Noor'],
    male: ['Daan', 'Sem', 'Bram', 'Lars', 'Thijs', 'Ruben', 'Jeroen', 'Bas', 'Niels', 'Tom', 'Joost', 'Stijn'],
  },
  NO: {
    female: ['Nora', 'Ingrid', 'Emma', 'Sara', 'Thea', 'Ida', 'Hanne', 'Silje', 'Marte', 'Kristin', 'Ingeborg', 'Maren'],
    male: ['Jakob', 'Emil', 'Henrik', 'Sander', 'Magnus', 'Ole', 'Lars', 'Eirik', 'Håkon', 'Kristian', 'Sindre', 'Even'],
  },
  PL: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Katarzyna', 'Agnieszka', 'Magdalena', 'Aleksandra', 'Natalia', 'Joanna', 'Monika', 'Karolina'],
    male: ['Jakub', 'Kacper', 'Szymon', 'Piotr', 'Tomasz', 'Krzysztof', 'Michał', 'Paweł', 'Mateusz', 'Łukasz', 'Marcin', 'Bartosz'],
  },
  SE: {
    female: ['Alice', 'Maja', 'Elsa', 'Ebba', 'Wilma', 'Linnea', 'Sara', 'Emma', 'Frida', 'Johanna', 'Matilda', 'Klara'],
    male: ['Erik', 'Lars', 'Oscar', 'Hugo', 'William', 'Axel', 'Filip', 'Johan', 'Anton', 'Gustav', 'Viktor', 'Olle'],
  },
  US: {
    female: ['Emily', 'Madison', 'Ashley', 'Jessica', 'Sarah', 'Jennifer', 'Taylor', 'Brittany', 'Megan', 'Samantha', 'Rachel', 'Lauren'],
    male: ['Michael', 'Chris', 'Tyler', 'Brandon', 'Justin', 'Ryan', 'Jason', 'Kevin', 'Austin', 'Josh', 'Matt', 'Eric'],
  },
};
