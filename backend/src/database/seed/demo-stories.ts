import type { BlogPost } from '../../blog/entities/blog-post.entity';

export type DemoStory = Pick<
  BlogPost,
  'title' | 'slug' | 'category' | 'excerpt' | 'content' | 'image' | 'distance' | 'readTime' | 'views' | 'published' | 'featured'
> & {
  /** How long before the first start the story was "posted", so the lists have a meaningful order. */
  daysAgo: number;
};

/** Paragraphs separated by blank lines (Markdown, as the story page renders it). */
const paragraphs = (...parts: string[]) => parts.join('\n\n');
const picture = (slug: string) => `/images/stories/${slug}.webp`;

/**
 * Dark Legends of Western New York. Every story, name and event here is invented for the park; the places
 * (Clarence, Ransom Creek, Ellicott Creek, the escarpment, Buffalo's grain elevators) are real.
 */
export const DEMO_STORIES: DemoStory[] = [
  {
    title: 'The Extra Passenger',
    slug: 'the-extra-passenger',
    category: 'mystery',
    featured: true,
    published: true,
    daysAgo: 2,
    views: 2764,
    distance: '0.3 miles away',
    readTime: '3 min read',
    image: picture('the-extra-passenger'),
    excerpt:
      'Twenty-four riders boarded the last wagon of the night. Twenty-five came back — and the one nobody could account for kept asking the way to a farm that has not existed for a hundred years.',
    content: paragraphs(
      'Every wagon on our hayride is counted twice: once at the gate, when the tickets are scanned, and once at the barn, when the riders climb down. Guests assume it is a safety rule. It is. It just was not always one.',
      'It was the last ride of a cold Saturday near the end of October. The scanner logged twenty-four tickets. The wagon master, a quiet man who had driven the route for six seasons, counted twenty-four heads under the lanterns and waved the tractor on into the fog.',
      'The ride went the way it always does. Screams at the burned homestead, nervous laughter in the cornrows, a long hush along the edge of the Hollow Woods where the lanterns thin out. Somewhere out there, several riders later said, they noticed a woman sitting alone on the tail of the wagon. She wore a heavy wool coat buttoned to the throat, although nobody remembered her getting on, and she smelled of woodsmoke and cold hay.',
      'She did not scream. She did not laugh. Twice she leaned toward the family beside her and asked, very politely, whether this was the road to **the Pruett place**. The father, assuming she was one of our actors, told her it was the best haunted hayride in Buffalo and that she was doing a great job.',
      'When the tractor pulled up to the barn, the wagon master did his count and stopped at twenty-five. He counted again. Twenty-five. He asked everyone to stay seated for just a moment, climbed up onto the hitch to count a third time — and came up with twenty-four.',
      'Nobody saw her get down. The family beside her said she had been there when the wagon stopped, and then the space on the tail of the wagon was simply empty, with a shallow dent in the hay where somebody had been sitting. Our crew checked the cameras at the barn. Twenty-four riders walk away from that wagon. Not one of them is wearing a wool coat.',
      'The Pruett farm was the name on this land until the winter of 1881, when the family lost a hired hand in a whiteout and sold up the following spring. We did not know that when we built the hayride. We know it now.',
      'So we count every wagon twice. If your wagon master stops to count a third time, stay in your seat, keep your hands inside, and whatever you do, do not tell her which way to go.',
    ),
  },
  {
    title: 'The Lantern Walker of Clarence',
    slug: 'the-lantern-walker-of-clarence',
    category: 'ghost-story',
    featured: true,
    published: true,
    daysAgo: 4,
    views: 1843,
    distance: '0.5 miles away',
    readTime: '3 min read',
    image: picture('the-lantern-walker-of-clarence'),
    excerpt:
      'On the first hard frost of every year, a single lantern crosses the back fields behind the farm. It follows the old fence line toward the barn, and it always goes out in the same place.',
    content: paragraphs(
      'Ask anyone who has worked the late shift here long enough, and sooner or later they will tell you about the lantern.',
      'It comes on the first hard frost of the year, usually a little after midnight, when the fields have gone silver and the air is so still you can hear the trucks out on Transit Road. One warm light, about waist-high, moving slowly along the old split-rail fence at the far edge of the back forty. It never hurries. It never strays from the fence. And it never, ever reaches the barn.',
      'The story goes back to the winter of 1881, when this land was the Pruett farm and a hired hand named Tobias Rell did the evening chores. One January afternoon a whiteout came howling off Lake Erie so fast that the cows were still out in the far pasture. Tobias took a lantern and a coil of rope, tied one end to the fence post by the barn and walked into the snow to bring them home.',
      'The cows were standing in the barn the next morning, dry and calm, as though someone had led them in. The rope was still tied to the post, and the other end lay in the snow a hundred yards out, cut clean. Tobias was never seen again.',
      '**What people see now never changes.** The lantern appears in the far corner of the field, follows the fence toward the barn and stops about a hundred yards short — right where the rope would have run out. It hangs there a minute or two, swinging gently, as if whoever carries it is looking for the way back. Then it goes out.',
      'One of our tractor drivers swears that two autumns ago he left the barn door open with a lamp burning inside, just to see what would happen. That night, he says, the lantern came further than it ever had. In the morning there was a line of boot prints in the frost running beside the fence, and a length of old, frayed rope lying neatly coiled on the barn step. Nobody on the crew owns a rope like that.',
      'When you ride the hayride this fall, look out across the back fields toward the fence line. If you see a light that does not belong to us, do not wave. He is still trying to find his way home, and he is no longer sure which way that is.',
    ),
  },
  {
    title: 'The Husk Man',
    slug: 'the-husk-man',
    category: 'legend',
    featured: true,
    published: true,
    daysAgo: 7,
    views: 2391,
    distance: '0.2 miles away',
    readTime: '3 min read',
    image: picture('the-husk-man'),
    excerpt: 'Old Clarence farmers always left the last sheaf of corn standing in the field. Not for luck, they said. For him.',
    content: paragraphs(
      'Every farming family in Clarence used to keep the same harvest rule, and the old-timers kept it long after anyone would admit to believing in it: when you cut the corn, you leave the last sheaf standing. One bundle of stalks, right in the middle of the field, tied at the top with a strip of red cloth.',
      'The sheaf was for the Husk Man.',
      'Nobody agrees on what he is. Some say he was a scarecrow that stood too many seasons in the same field and learned to walk. Others say he is the field itself, gathered up into the shape of a man when the nights get long. Everyone agrees on how he looks: tall and thin as a fence rail, dressed in dry husks that whisper when he moves, a sack for a face and two small points of orange light where the eyes should be.',
      'Leave him his sheaf, and he keeps to it all winter, standing watch over the stubble. Cut it down, and **he comes looking for what is owed**. Never anything violent, the stories are careful to say. Just things that go missing. A pail. A pocketknife. A barn cat. A child’s shoe, found in spring at the center of the field, filled to the brim with corn kernels.',
      'A farmer on Salt Road is said to have laughed at the custom in 1931 and cut every last stalk. That winter his family heard husks rustling on the porch every night, and every morning one more thing was gone. By March he walked out into the bare field with a sheaf of corn from a neighbor’s crib, tied it with red cloth and stood it up in the snow. The rustling stopped that night.',
      'When we cut the paths of the Husk Maze each summer, we leave the very center uncut and tie a strip of red cloth around it. We are not superstitious. We are just careful. If you reach the middle of the maze and hear husks whispering with no wind to move them, don’t run. Say thank you, and find the way out.',
    ),
  },
  {
    title: 'The Rum Runners of Ransom Creek',
    slug: 'the-rum-runners-of-ransom-creek',
    category: 'true-crime',
    featured: false,
    published: true,
    daysAgo: 9,
    views: 1207,
    distance: '3.5 miles away',
    readTime: '3 min read',
    image: picture('the-rum-runners-of-ransom-creek'),
    excerpt:
      'In the dry years of Prohibition, the back roads between the Niagara River and Clarence carried more Canadian whiskey than milk. One truck, one crooked constable and one vanished driver turned an old stone bridge into a legend.',
    content: paragraphs(
      'The records from those years are thin, and some of this story has surely been embroidered on bar stools since. But the bones of it have been told the same way in Clarence for almost a century.',
      'During Prohibition, whiskey came across the Niagara River by night in rowboats and fast launches, and it moved inland by truck. The quiet farm roads north of Main Street were perfect for it, and the old stone bridge over Ransom Creek was the narrowest point on the route — the one place a truck had to slow to a crawl.',
      'In October 1926 a driver named Walt Dunmore was hauling a load for a crew the locals called the Creekside Boys. It was understood that the town constable, a man named Harlan Keefe, would be looking the other way that night. What nobody told Walt was that a rival crew from Tonawanda had paid Keefe to look the other way a good deal harder.',
      'Around midnight a farmer heard a truck engine idling on the bridge for a long time. In the morning he found it there: stake-bed loaded with forty crates, headlamps still glowing weakly in the fog, driver’s door open, Walt’s cap on the seat. Not one bottle was missing. Walt was never seen again.',
      '**Keefe told the county it was a simple case of a bootlegger who lost his nerve and ran.** A few years later he retired to a house on the lake far too large for a constable’s pay, and never said another word about it.',
      'In 1974 a crew clearing the creek bed below the old bridge pulled up a rusted strongbox. Inside were a roll of 1926 banknotes, fused into a brick, and a pocket watch engraved W.D. The hands had stopped at 11:42.',
      'The stone bridge was replaced long ago, and the road was straightened. But on foggy October nights, people driving the new road still report a pair of dim, yellow headlamps sitting perfectly still in the mist off to one side — right where the old bridge used to be — and the low, patient sound of an engine idling, waiting for someone who is never coming back.',
    ),
  },
  {
    title: 'The Watcher on the Ledge',
    slug: 'the-watcher-on-the-ledge',
    category: 'legend',
    featured: false,
    published: true,
    daysAgo: 13,
    views: 1518,
    distance: '1.2 miles away',
    readTime: '2 min read',
    image: picture('the-watcher-on-the-ledge'),
    excerpt:
      'Clarence sits on the limestone shelf of the Onondaga Escarpment. For two hundred years, a cloaked figure with a lantern has stood at its edge on the night before a killing storm.',
    content: paragraphs(
      'The ledge that runs through Clarence is older than anything else around it: a long shelf of limestone left behind by an ancient sea, quarried for a century and more for the foundations of half of Erie County. The quarrymen who worked it had a saying they passed down to every new hand: **if the Watcher is out, go home.**',
      'The Watcher appears on the very lip of the ledge, always at night, always alone. A tall figure in a hooded cloak that streams sideways in a wind nobody else can feel, holding a lantern out over the drop as if showing someone below where the edge is. It never moves. It never turns around. By morning it is gone.',
      'And within a day, the old stories say, the weather always turns. The great ice storm. The lake-effect snow that buried the county for a week. The spring flood that took out the mill dam. Men who saw the Watcher and went home sat out those storms by their stoves. The ones who laughed and stayed at the quarry told their grandchildren they should have listened.',
      'The sightings never entirely stopped. On the night before the Blizzard of ’77, three different households along the ledge called the sheriff’s office to report a man with a lantern standing at the edge of the old quarry in the bitter cold. A deputy drove out and found nothing but a single set of footprints in the snow that walked to the edge and simply ended.',
      'Nobody believes the Watcher means harm. If anything, it seems to be doing the one thing it can: warning whoever will look up. So if you are ever driving the ledge road on a still, clear night and you see a lantern where no lantern should be, do what the quarrymen did. Go home, fill the woodbox and stay in.',
    ),
  },
  {
    title: 'The Widow in the Attic Window',
    slug: 'the-widow-in-the-attic-window',
    category: 'ghost-story',
    featured: false,
    published: true,
    daysAgo: 17,
    views: 962,
    distance: '1.8 miles away',
    readTime: '2 min read',
    image: picture('the-widow-in-the-attic-window'),
    excerpt:
      'Every October for more than a century, a candle has burned in the attic window of a white farmhouse on Main Street — in a room that has had no floor since 1962.',
    content: paragraphs(
      'There is a white farmhouse on Main Street with a steep roof and one small round window high in the gable. For eleven months of the year it is just a window. In October, it is something else.',
      'The house was built in the 1850s by a family named Vail. Their only son worked the canal boats every autumn, hauling grain east to Albany, and every year he promised to be home before the canal froze. So each night in October his mother, Hester, climbed to the attic and set a candle in the round window, so that he would see the house from the road however late he came.',
      'One year the freeze came early. His boat was caught in the ice far to the east, and he set out to walk home. He was never found. Hester lit the candle every night for the rest of her life anyway, and when she died the family found the window ledge thick with forty years of wax.',
      'The house has changed hands many times since. **Every owner has seen the candle.** It appears at dusk in October, a small steady flame in the round window, and on some nights a figure beside it: a woman in a high-collared dress, perfectly still, looking down the road toward Buffalo.',
      'In 1962 the attic floor rotted through and was taken out during repairs. It has never been replaced. The gable room is open to the beams now, with nothing to stand on and no way up. The candle still appears. So does the woman.',
      'The people who live there today are kind about it. In October they leave their porch light burning all night, just in case. If you drive past, slow down and look up. And please, admire it from the road — it is somebody’s home, and she is still waiting for somebody else.',
    ),
  },
  {
    title: 'The Lights in the Dead Elevators',
    slug: 'the-lights-in-the-dead-elevators',
    category: 'mystery',
    featured: false,
    published: true,
    daysAgo: 20,
    views: 1102,
    distance: '21 miles away',
    readTime: '2 min read',
    image: picture('the-lights-in-the-dead-elevators'),
    excerpt:
      'Buffalo’s old grain elevators have been dark and sealed for decades. So who keeps walking the rounds inside them at night, one lit window at a time?',
    content: paragraphs(
      'Along the Buffalo River stand the great grain elevators: concrete giants that once stored the harvest of half a continent on its way east. Most have been empty for decades. Their power was cut long ago, their doors welded shut, their stairwells home to pigeons and nothing else.',
      'And yet, on clear autumn nights, the windows light up.',
      'Kayakers on the river see it most often. A single window near the top of an elevator glows a soft, warm yellow, like a lantern. A minute later it goes dark, and the window below it lights. Then the one below that. Floor by floor, the light works its way down the building — steady, unhurried, exactly as if someone were walking the stairs.',
      'A night guard who watched one of the old complexes kept a logbook that has been passed around the city for years. Most of the entries are dull: fences checked, gates locked. Then, every few weeks through the fall, the same line in the same careful handwriting: **11:40. Rounds lights again, north bin house, top to bottom. Doors sealed. No entry found.**',
      'The old-timers on the waterfront have a theory. When the elevators were working, grain dust was the great danger; a single spark could bring a building down. So every elevator had a night watchman who walked the whole height of it with a lantern, floor by floor, hour after hour, checking for smoldering dust. It was lonely work. Some men did it for forty years.',
      'Maybe one of them never stopped. Maybe the rounds simply kept going after the grain, the power and the men were gone. Nobody has ever found a way inside that was not welded shut, and nobody has ever caught the light on a camera that was pointed at it. You can only see it from the river, at night, with your own eyes.',
    ),
  },
  {
    title: 'The Night Mail Job at Clarence Center',
    slug: 'the-night-mail-job-at-clarence-center',
    category: 'true-crime',
    featured: false,
    published: true,
    daysAgo: 24,
    views: 734,
    distance: '4.2 miles away',
    readTime: '2 min read',
    image: picture('the-night-mail-job-at-clarence-center'),
    excerpt:
      'On a moonless night in 1911, three men stopped the westbound mail at the Clarence Center depot with nothing but a red lantern. They got away with the registered sacks — and then the sacks got away from them.',
    content: paragraphs(
      'When the railroad still ran through Clarence Center, the westbound night mail came through a little after one in the morning and did not stop unless it was flagged. On a moonless night in March 1911, it was flagged.',
      'Three men had waited in the dark beside the depot with a red lantern. To an engineer, a swinging red light on the line means only one thing: danger ahead, stop now. He stopped. In the time it took him to lean out of the cab and ask what was wrong, two of the men were in the mail car with revolvers, and the third was hauling the registered sacks out onto the platform.',
      'By the time the alarm was raised, the robbers had vanished north into the wet woods beyond the tracks. A posse with lanterns and dogs went in after them before dawn.',
      'They found two of the three men at first light, soaked to the waist and half frozen, wandering in circles a mile from the depot. **Both swore the same story.** All night, they said, a red lantern had swung ahead of them through the trees, and they had followed it, thinking it was their partner. Every time they caught up, it was further on. It led them round and round until the sky went grey, and then it simply went out.',
      'The third man was never found. Neither were the mail sacks. Fifty years later a farmer tearing down an old barn north of town found a single registered envelope, postmarked March 1911, tucked behind a wall board. It was empty.',
      'The tracks are long gone and the railbed is a quiet walking path now. But people who walk it late in March still talk about a red lantern, swinging slowly, out among the trees where no path runs. Whatever you do, don’t follow it.',
    ),
  },
  {
    title: 'The Black Dog of Ellicott Creek',
    slug: 'the-black-dog-of-ellicott-creek',
    category: 'legend',
    featured: false,
    published: true,
    daysAgo: 31,
    views: 688,
    distance: '7.5 miles away',
    readTime: '2 min read',
    image: picture('the-black-dog-of-ellicott-creek'),
    excerpt:
      'A huge black dog with eyes like coals has been seen on the banks of Ellicott Creek for two hundred years. Travelers have always feared it. Perhaps they should have been thanking it.',
    content: paragraphs(
      'The settlers who came to the creek country east of Buffalo brought their own old stories with them, and one of the oldest was the black dog: a huge, silent hound that haunts lonely crossings, with eyes that glow like embers in a dying fire. In the old country, seeing one was said to be the worst kind of luck.',
      'Along Ellicott Creek, the black dog has been seen for as long as anyone has been writing things down. It stands on the far bank at night, near the footbridges and fords, watching whoever is about to cross. It never barks. It never comes closer. If you walk on, it follows along the opposite bank at exactly your pace, its eyes two red sparks in the dark.',
      'For a century people crossed themselves and hurried past. Then came the spring of 1902.',
      'The creek rose fast that April. Late one night a country doctor driving his buggy home from a birth came to the wooden bridge and found the black dog standing in the middle of it, square in his path. The horse would not go near it. The doctor shouted, waved his lantern and finally turned the buggy around and drove the long way home, cursing the animal the whole way.',
      '**An hour later the bridge was gone.** The flood took it out in the dark, pilings and all. Anyone on it would have gone with it.',
      'Since then, the stories have changed. People still see the black dog, usually on the worst nights of the year, when the ice is thin or the water is high. But now, when it stands in the path and will not move, the sensible thing is to take the hint. The old fear has not completely gone, though. Everyone agrees on one rule: the black dog may keep you off a bridge, but you should never follow it off the path.',
    ),
  },
  {
    title: 'The Last Watch at the Breakwater',
    slug: 'the-last-watch-at-the-breakwater',
    category: 'ghost-story',
    featured: false,
    published: false,
    daysAgo: 1,
    views: 0,
    distance: '24 miles away',
    readTime: '2 min read',
    image: picture('the-last-watch-at-the-breakwater'),
    excerpt:
      'Boaters caught on Lake Erie in a November gale sometimes see a man with a lantern at the end of the Buffalo breakwater, waving them away from the rocks. The light he kept has not been manned in a very long time.',
    content: paragraphs(
      'Lake Erie is shallow, and a shallow lake is a mean one. When the November gales come down its length, the water at the Buffalo end can stand up in waves as tall as a house in a matter of hours. For as long as ships have used the harbor, the breakwater lights have been all that stood between them and the rocks.',
      'Keeping those lights was a hard, lonely job. One keeper, remembered only as Amos Greer, was known on the waterfront for never once letting his lamp go dark. In the great gale of November 1899 the waves broke clean over the breakwater and a schooner was driving straight for it in the dark. Witnesses on shore saw a small figure with a hand lantern go out onto the stones, waving it back and forth, back and forth, turning the ship off the rocks at the last possible moment.',
      'The schooner made the harbor. Amos was not in the light the next morning. They never found him.',
      '**Boaters still see him.** Always in foul weather, always at the end of the breakwater: a man in an oilskin coat with a lantern held high, swinging it slowly, back and forth. Sailors who have turned away from the light have always found themselves safely in open water. Nobody has ever tested what happens if you do not.',
      'The light itself runs on its own now and has not needed a keeper for generations. But on the worst nights of November, some say, it burns a little warmer, a little steadier — as if someone is still up there trimming the wick.',
    ),
  },
];
