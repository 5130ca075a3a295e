// Sample values: the story, the testimonial and its reviewer below are placeholders for the church to replace.

export const ourStory = [
  'Cray Community Church began in 1987, when a handful of families started meeting for prayer in a front room in St Paul’s Cray. Within a few years they had outgrown it and moved into the church hall we still call home.',
  'Nearly forty years on we are a mixed, multi-generational family from many backgrounds: some have followed Jesus for decades, others are just starting to ask questions. None of us has it all together, and that is rather the point.',
]

export const serviceQuote = 'A lively friendly church where imperfect people follow Jesus. Come as you are.'

export const testimonial = {
  quote:
    'From the moment we walked in we were made to feel part of the family. The teaching is real and down to earth, the kids love Sunday mornings, and the tea and cake afterwards are the best in Kent!',
  reviewer: 'Jo and Chris',
  source: 'Google review',
  audio: { src: '/audio/family-testimony.mp3', type: 'audio/mpeg', title: 'A family’s story (sample recording)' },
}

export const comeNChatEmailSubject = "Come 'n Chat: please send me more information"
