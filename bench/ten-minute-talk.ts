import { THREE_TOPICS } from '../apps/server/test-support/analysis/three-topics.js';

/**
 * A talk of about ten minutes for the analysis benchmark: the pipeline test's three topics, then twenty more of six
 * sentences each, spoken one after the other by espeak-ng (about 4.8 s a sentence with its pause).
 */
export const TEN_MINUTE_TALK: readonly { name: string; sentences: readonly string[] }[] = [
  ...THREE_TOPICS,
  {
    name: 'typhoon',
    sentences: [
      'Next we have the weather forecast for the coming days.',
      'A typhoon is moving towards the coast and the observatory has raised the strong wind signal.',
      'Heavy rain and gusts of wind are expected across the city tonight.',
      'Schools will close tomorrow morning if the storm signal stays in force.',
      'Residents should keep away from the shore and secure loose windows.',
      'The storm is expected to weaken as it moves inland on Thursday.',
    ],
  },
  {
    name: 'roses',
    sentences: [
      'Now for our gardening corner, where we look at growing roses.',
      'Roses need at least six hours of sunshine every day to flower well.',
      'Plant them in rich soil and water the roots deeply once a week.',
      'Prune the roses in early spring, cutting just above an outward bud.',
      'A layer of mulch keeps the soil moist and stops weeds from growing.',
      'Remove the faded flowers so the plant keeps blooming all summer.',
    ],
  },
  {
    name: 'railway',
    sentences: [
      'Turning to transport, the new railway line opened to passengers this morning.',
      'Trains will run every four minutes between the airport and the city centre.',
      'The railway company says the journey now takes only twenty minutes.',
      'Passengers can pay their fare with a card or with their mobile phone.',
      'Six new stations were built along the line over the last five years.',
      'The railway expects more than one hundred thousand passengers a day.',
    ],
  },
  {
    name: 'passwords',
    sentences: [
      'Let us talk about computer security and how to protect your accounts.',
      'Use a long password for every account and never share it with anyone.',
      'A password manager can remember your passwords so you do not have to.',
      'Turn on two step verification so a stolen password is not enough.',
      'Be careful with emails that ask you to click a link and log in.',
      'Keep your computer and your phone updated with the latest security fixes.',
    ],
  },
  {
    name: 'dinosaurs',
    sentences: [
      'The city museum has opened a new exhibition about dinosaurs.',
      'Visitors can see the skeleton of a dinosaur that was twelve metres long.',
      'The fossils were found in a desert by a team of scientists last year.',
      'Children can dig for dinosaur bones in a sand pit inside the museum.',
      'The exhibition also explains how the dinosaurs disappeared long ago.',
      'The museum is open every day except Monday and tickets are free for students.',
    ],
  },
  {
    name: 'marathon',
    sentences: [
      'Many listeners are training for the city marathon in February.',
      'Coaches say runners should increase their weekly distance slowly.',
      'A long slow run every weekend builds the endurance needed for the race.',
      'Drink water often and eat enough carbohydrates before a long run.',
      'Rest days are important because the muscles need time to recover.',
      'On race day start slowly and keep a steady pace until the finish line.',
    ],
  },
  {
    name: 'coffee',
    sentences: [
      'Now a few tips for making better coffee at home.',
      'Buy fresh coffee beans and grind them just before you brew.',
      'The water should be hot but not boiling when it meets the coffee.',
      'Use about one spoon of ground coffee for every cup of water.',
      'A paper filter gives a clean cup while a metal filter keeps more oil.',
      'Store the beans in a dark jar away from heat and moisture.',
    ],
  },
  {
    name: 'electric cars',
    sentences: [
      'Sales of electric cars rose by forty percent in the last year.',
      'Drivers say the cost of charging a battery is lower than buying petrol.',
      'The government plans to build more charging stations in car parks.',
      'A modern battery lets an electric car travel four hundred kilometres.',
      'Carmakers are working on batteries that charge in only ten minutes.',
      'Experts expect electric cars to be cheaper than petrol cars within five years.',
    ],
  },
  {
    name: 'piano',
    sentences: [
      'Next, a music teacher shares advice for learning the piano.',
      'Practise the piano for a short time every day rather than once a week.',
      'Begin with simple scales to train your fingers and your ear.',
      'Play slowly at first and use a metronome to keep the rhythm steady.',
      'Learning to read music makes it easier to play new songs.',
      'Playing for friends and family helps you feel calm on stage.',
    ],
  },
  {
    name: 'moon mission',
    sentences: [
      'The space agency launched a rocket to the moon early this morning.',
      'The rocket carries a robot that will explore the south pole of the moon.',
      'Scientists hope to find ice in the dark craters near the pole.',
      'Water on the moon could one day supply astronauts with drinking water.',
      'The spacecraft will take five days to reach its orbit around the moon.',
      'The landing is planned for next week and will be shown live.',
    ],
  },
  {
    name: 'library',
    sentences: [
      'The public library is celebrating its fiftieth anniversary this month.',
      'Members can now borrow up to twenty books at a time.',
      'The library has added thousands of electronic books to its website.',
      'There are reading clubs for children every Saturday afternoon.',
      'Quiet study rooms can be booked online by students and teachers.',
      'The library will stay open until ten at night during the exam season.',
    ],
  },
  {
    name: 'puppies',
    sentences: [
      'Our pet expert has some advice for training a new puppy.',
      'Reward the puppy with a treat every time it does the right thing.',
      'Keep training sessions short because young dogs lose interest quickly.',
      'Teach the puppy to sit and to come when you call its name.',
      'Take the dog for a walk every day so it meets other dogs and people.',
      'Never shout at a puppy because it learns best when it feels safe.',
    ],
  },
  {
    name: 'coral reefs',
    sentences: [
      'Marine scientists are worried about the health of coral reefs.',
      'Warmer ocean water causes the coral to lose its colour and die.',
      'Reefs are home to a quarter of all the fish in the sea.',
      'Divers are planting young coral on damaged reefs to help them grow.',
      'Pollution from farms and cities also harms the reefs near the coast.',
      'Protecting the ocean will help the coral reefs recover over time.',
    ],
  },
  {
    name: 'chess',
    sentences: [
      'The national chess tournament ended on Sunday with a surprise winner.',
      'A sixteen year old student won the chess title for the first time.',
      'She beat the champion in the final game after six hours of play.',
      'Chess players must plan many moves ahead and think about every piece.',
      'The winner will represent the country at the world chess olympiad.',
      'Chess clubs say more young people are learning the game online.',
    ],
  },
  {
    name: 'photography',
    sentences: [
      'Now some photography tips for taking better pictures with your camera.',
      'The best light for photographs comes early in the morning and late in the evening.',
      'Hold the camera steady and keep the horizon straight.',
      'Move closer to your subject to fill the frame and remove distractions.',
      'Try different angles and look for patterns, shadows and reflections.',
      'Most camera phones let you change the exposure by touching the screen.',
    ],
  },
  {
    name: 'bicycles',
    sentences: [
      'Many people are riding a bicycle to work instead of driving.',
      'Check the tyre pressure and the brakes before every bicycle ride.',
      'A few drops of oil on the chain keep the bicycle running smoothly.',
      'Always wear a helmet and use lights when you ride at night.',
      'The city is building new cycle lanes along the main roads.',
      'Cyclists say the new lanes make them feel much safer in traffic.',
    ],
  },
  {
    name: 'volcano',
    sentences: [
      'A volcano on a remote island erupted last night, sending ash into the sky.',
      'Flights across the region were cancelled because of the volcanic ash cloud.',
      'Scientists had warned of the eruption after a series of small earthquakes.',
      'Lava is flowing down the side of the volcano towards the sea.',
      'Nobody lives near the volcano, so no one was hurt in the eruption.',
      'Experts say the volcano could stay active for several weeks.',
    ],
  },
  {
    name: 'hiking',
    sentences: [
      'The hiking season has started and the country parks are busy every weekend.',
      'Hikers should carry plenty of water and tell someone where they are going.',
      'Check the weather before you leave and turn back if a storm comes.',
      'Good hiking boots protect your ankles on rocky and muddy trails.',
      'Stay on the marked trails and take your rubbish home with you.',
      'The most popular trail climbs to a peak with a view over the whole harbour.',
    ],
  },
  {
    name: 'vaccines',
    sentences: [
      'Doctors are reminding older people to get their flu vaccine before winter.',
      'The vaccine is free at public clinics for everyone over sixty five.',
      'It takes about two weeks for the body to build protection after the injection.',
      'The flu virus changes every year, so a new vaccine is needed each autumn.',
      'Side effects are usually mild, such as a sore arm or a slight fever.',
      'Washing your hands often also helps to stop the flu from spreading.',
    ],
  },
  {
    name: 'recycling',
    sentences: [
      'Finally, the city council has announced a new recycling plan.',
      'Every building will have separate bins for paper, plastic, metal and glass.',
      'Food waste will be collected each week and turned into compost.',
      'The council wants to recycle half of all household waste by next year.',
      'Shops will charge a small fee for each plastic bag they give out.',
      'Residents can find the nearest recycling point on the council website.',
    ],
  },
];
