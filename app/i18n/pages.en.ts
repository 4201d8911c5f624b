import type { PageTexts } from "./types";

/**
 * English page texts. Placeholders {agentName}, {brokerage}, {years} and
 * {phone} are filled in from the site configuration at render time.
 */
export const pagesEn: PageTexts = {
  home: {
    title: "Homes and Commercial Real Estate in the RGV",
    description: "Search homes for sale and rent, commercial property, warehouses and land in McAllen, Mission, Edinburg and across the Rio Grande Valley, in English or Spanish.",
    h1: "Rio Grande Valley Real Estate, in English and Spanish",
    intro: "Search homes for sale and for rent, new construction, luxury homes, warehouses, cold storage and land across McAllen, Mission, Edinburg, Pharr, Weslaco, San Juan, Alamo and Donna. Every page is available in English and Spanish, and the listings are refreshed as the market moves.\n\n{agentName} of {brokerage} brings {years}+ years of experience helping buyers, sellers, renters and business owners in Hidalgo County. Save favorites, get alerts for new listings, compare neighborhoods with the city guides, run the numbers with the mortgage tools, or ask for a private showing whenever you are ready.",
    hero: {
      title: "Find Your Place in the RGV",
      subtitle: "Homes, commercial property and land across Hidalgo County",
      description: "Search live listings in McAllen, Mission, Edinburg and five more Valley cities, in English or Spanish.",
    },
  },
  about: {
    title: "About {agentName}, RGV Real Estate Agent",
    description: "Meet your bilingual Rio Grande Valley real estate agent and see how buyers, sellers, renters and commercial clients are served in McAllen, Mission and beyond.",
    h1: "About {agentName}",
    intro: "{agentName} is a licensed Texas real estate agent with {brokerage}, working in English and Spanish across Hidalgo County. With {years}+ years in Rio Grande Valley real estate, {agentName} helps people buy and sell homes, find rentals, and locate warehouses, retail space and land for their businesses.\n\nThe approach is simple: explain every step before it happens, answer the phone, and put the numbers in writing so you can decide with clear information. Whether you are buying a first home in Edinburg, selling in McAllen or looking for cold storage near the Pharr bridge, you work directly with your agent from the first call to the closing table.",
    sections: [
      {
        heading: "Working with buyers",
        body: "It starts with a conversation about budget, must-haves and timing, then a lender pre-approval so you can shop with confidence. You get matching listings as soon as they hit the market, private showings on your schedule and honest notes on each home: flood zone, school district, HOA dues, the age of the roof and the air conditioning. When you find the one, {agentName} prepares the offer with comparable sales, negotiates repairs after the inspection and keeps you, the lender and the title company on the same timeline.",
      },
      {
        heading: "Working with sellers",
        body: "Pricing comes from recent comparable sales, not guesses. Before your home goes on the market you get a plan: which repairs are worth doing, photography and, for empty rooms, virtual staging. Your home is marketed in English and Spanish, showings are coordinated around your schedule, and every offer is explained line by line (price, financing, option period, closing costs and dates) so you can compare them fairly.",
      },
      {
        heading: "Commercial and investment clients",
        body: "Business owners and investors get help with retail and office space along Expressway 83, warehouses and cold storage near the international bridges, and land for future projects. That includes reviewing lease structures (gross, modified gross or triple net), checking zoning, utilities, flood zone and access, and coordinating with your attorney, lender and customs broker or logistics partners.",
      },
      {
        heading: "License and brokerage",
        body: "{agentName} is licensed by the Texas Real Estate Commission and sponsored by {brokerage}. The Information About Brokerage Services form and the TREC Consumer Protection Notice are linked at the bottom of every page. They explain how agents represent buyers and sellers in Texas, what duties they owe you, and how to file a complaint if you ever need to.",
      },
    ],
    hero: {
      title: "About {agentName}",
      subtitle: "Bilingual real estate agent with {brokerage}",
      description: "{years}+ years helping buyers, sellers, renters and businesses across the Rio Grande Valley.",
    },
  },
  residential: {
    title: "Residential Real Estate in the Rio Grande Valley",
    description: "Homes for sale and for rent, new construction, luxury homes and houses with casitas in McAllen, Mission, Edinburg and across the Rio Grande Valley.",
    h1: "Residential Real Estate in the RGV",
    intro: "This is every home on the site in one place: resale houses, townhomes and condos for sale, rentals, brand-new construction, luxury properties and homes with a casita. Use the categories to narrow your search, or browse all residential listings below.\n\nBuying in the Valley comes with its own checklist: the school district for each address, the flood zone, property taxes that vary by city and district, HOA dues, and how well the roof and air conditioning handle long, hot summers. Ask about each of these before you make an offer, and compare homes on the full monthly cost, not only the price.",
    sections: [
      {
        heading: "Buying a home",
        body: "Start with a pre-approval from a lender who knows Texas loans, then set your search by city, price and bedrooms. The standard Texas contract usually includes an option period: for a negotiated fee you get a set number of days to inspect the home and walk away if needed. Use that time for a full inspection, a close read of the seller's disclosure notice and an insurance quote, including flood insurance where it applies.",
      },
      {
        heading: "Renting a home",
        body: "Good rentals move quickly. Have your ID, proof of income and rental history ready, and expect an application fee per adult and a security deposit. Read the lease for who pays utilities, lawn care and pest control. Many Valley rentals are single-family houses, so ask about pets, yard upkeep and how often the air conditioning filter is changed before you sign.",
      },
      {
        heading: "New, luxury and casita homes",
        body: "New construction comes with builder warranties and current energy standards, and you can have your own agent represent you with the builder. Luxury homes need careful pricing because few comparable sales exist. Homes with a casita add separate living quarters, so check permits, utility meters and HOA rules. Each of these has its own page with live listings.",
      },
    ],
    hero: {
      title: "Homes in the Rio Grande Valley",
      subtitle: "Buy, rent or build across Hidalgo County",
      description: "Browse houses, townhomes and condos for sale and for rent, plus new construction, luxury homes and homes with casitas.",
    },
  },
  "residential-for-sale": {
    title: "Homes for Sale in the Rio Grande Valley",
    description: "Browse houses, townhomes and condos for sale in McAllen, Mission, Edinburg, Pharr, Weslaco and nearby cities, with photos, details and payment estimates.",
    h1: "Homes for Sale in the RGV",
    intro: "These are the houses, townhomes and condos for sale across the eight cities this site covers, from modest homes in established neighborhoods to newer homes in gated subdivisions. Each listing shows photos, living area, lot size, year built and an estimated monthly payment, and you can save it or ask for a showing in one click.\n\nWhen comparing homes in the Valley, look past the list price. Property tax rates differ between cities and school districts, some areas sit in a FEMA flood zone that requires flood insurance, and HOA dues vary widely. Ask for the seller's disclosure and tax history early, and focus your inspection on the roof, foundation, plumbing and air conditioning.",
    hero: {
      title: "Homes for Sale",
      subtitle: "Houses, townhomes and condos across the Valley",
      description: "Filter by city, price and bedrooms, then save your favorites or request a private showing.",
    },
  },
  "residential-for-rent": {
    title: "Homes for Rent in McAllen and the RGV",
    description: "Find houses, apartments and townhomes for rent in McAllen, Mission, Edinburg and across the Rio Grande Valley, with the monthly rent, photos and details.",
    h1: "Homes for Rent in the Rio Grande Valley",
    intro: "Browse houses, duplexes, townhomes and apartments for rent across Hidalgo County. Each listing shows the monthly rent, bedrooms, bathrooms and size, and you can ask to see it or ask a question right from the page.\n\nBefore you apply, gather your ID, recent pay stubs or other proof of income, and your rental history; most landlords charge an application fee and a security deposit. Check the lease for who pays water, electricity, lawn care and pest control, the pet policy, and how repairs are requested. Renter's insurance protects your belongings and is often required. An agent can help you compare rentals and submit a complete application.",
    hero: {
      title: "Homes for Rent",
      subtitle: "Houses, townhomes and apartments across Hidalgo County",
      description: "See current rentals with photos and details, and ask to tour the ones you like.",
    },
  },
  "residential-new-construction": {
    title: "New Construction Homes in the RGV",
    description: "New construction homes in McAllen, Mission, Edinburg and across the Rio Grande Valley: move-in ready homes and homes still being built by local builders.",
    h1: "New Construction Homes",
    intro: "New subdivisions keep opening across the Valley, especially on the north side of McAllen, Mission and Edinburg. This page lists newly built homes and homes under construction, with the builder, floor plan details and estimated completion where known.\n\nBuying new is different from buying resale. The builder's sales representative works for the builder, so bring your own agent to the first visit. Ask what the warranty covers and for how long, which upgrades are included, whether there are incentives toward closing costs, and what the HOA charges. Get an independent inspection anyway, ideally before drywall and again before closing. The first tax bill may cover only the lot, so budget for the full assessment.",
    hero: {
      title: "New Construction Homes",
      subtitle: "Move-in ready and to-be-built homes",
      description: "Compare new homes from local builders, with your own representation from the very first visit.",
    },
  },
  commercial: {
    title: "Commercial Real Estate in the Rio Grande Valley",
    description: "Commercial property for sale and lease in McAllen and the RGV: retail, office, warehouses, cold storage and land near I-2, I-69C and the border bridges.",
    h1: "Commercial Real Estate in the RGV",
    intro: "The Rio Grande Valley's economy runs on cross-border trade, retail, health care and agriculture, and its commercial real estate reflects that: shopping centers along Expressway 83 (I-2), offices near the medical corridors, warehouses and cold storage close to the international bridges, and land in the path of growth.\n\nThis page brings together all commercial listings on the site. Use the categories to focus on property for sale, space for lease, warehouses, refrigerated facilities in McAllen or land, and ask for help with site selection, lease negotiation and due diligence.",
    sections: [
      {
        heading: "Retail and office",
        body: "Retail follows traffic and rooftops: Expressway 83, 10th Street and Nolana Avenue in McAllen, University Drive in Edinburg and the growing corridors north of I-2. For a storefront, check visibility, signage rights, parking and access from both directions of traffic. For office and medical space, check parking, ADA compliance, after-hours air conditioning and how common-area costs are shared among tenants.",
      },
      {
        heading: "Industrial and logistics",
        body: "Manufacturing in Reynosa and commercial traffic through the Pharr–Reynosa International Bridge keep demand steady for warehouses, cross-dock buildings and cold storage. The specs that matter most are clear height, dock-high doors with levelers, truck court depth, trailer parking, power, fire sprinklers and drive time to the bridge, I-2 and I-69C.",
      },
      {
        heading: "Due diligence",
        body: "Before you buy or sign a long lease, confirm zoning and permitted use with the city, the flood zone and drainage, utility capacity, driveway permits and any deed restrictions. Buyers usually order a survey, a title commitment and often a Phase I environmental site assessment, and lenders may require them. Your agent coordinates these with your attorney and lender within the contract deadlines.",
      },
    ],
    hero: {
      title: "Commercial Real Estate",
      subtitle: "Retail, office, industrial and land across the RGV",
      description: "Find property for sale or lease near Expressway 83, I-69C and the international bridges.",
    },
  },
  "commercial-for-sale": {
    title: "Commercial Property for Sale in the RGV",
    description: "Retail buildings, offices, shopping centers, warehouses and investment property for sale in McAllen, Pharr, Edinburg, Mission and across the Valley.",
    h1: "Commercial Property for Sale",
    intro: "Browse commercial buildings for sale across the Valley: freestanding retail, strip centers, office and medical buildings, industrial buildings and mixed-use property, for owner-users and investors alike.\n\nBuying commercial property comes down to the numbers and the use. For an investment, ask for the rent roll, current leases and operating expenses, and the net operating income they produce, then verify them during your feasibility period. For your own business, confirm zoning, permitted use, parking, signage and access before you commit. Plan for a survey, title review, environmental assessment and inspections, and talk to a commercial lender early: down payments and terms differ from home loans.",
    hero: {
      title: "Commercial Property for Sale",
      subtitle: "Retail, office, industrial and investment buildings",
      description: "Compare buildings for sale across the Valley and get help with the numbers and due diligence.",
    },
  },
  "commercial-for-lease": {
    title: "Commercial Space for Lease in McAllen and the RGV",
    description: "Retail, office, medical, flex and warehouse space for lease in McAllen, Pharr, Edinburg, Mission and across the Rio Grande Valley. Compare sizes and terms.",
    h1: "Commercial Space for Lease",
    intro: "Find storefronts, office suites, medical space, flex space and warehouses for lease across Hidalgo County. Each listing shows the size and, where the owner publishes it, the asking rate.\n\nCompare leases on total occupancy cost, not just base rent. A triple-net (NNN) lease adds your share of property taxes, insurance and common-area maintenance; a gross lease bundles them into the rent. Ask about the term, annual increases, renewal options, tenant improvement allowance, free-rent months, who maintains the roof and air conditioning, and whether your use is allowed by zoning and by the center's restrictions. A tenant representative negotiates these points with the landlord for you.",
    hero: {
      title: "Space for Lease",
      subtitle: "Retail, office, medical and industrial space",
      description: "Compare commercial spaces for lease and negotiate terms with an agent on your side.",
    },
  },
  "commercial-warehouses": {
    title: "Warehouses for Sale and Lease in the RGV",
    description: "Warehouses, distribution and flex buildings for sale or lease in McAllen, Pharr, Edinburg and Mission, close to I-2, I-69C and the international bridges.",
    h1: "Warehouses in the Rio Grande Valley",
    intro: "Warehouse space in the Valley serves cross-border trade: distribution, cross-docking, transloading between Mexican and U.S. carriers, and storage for manufacturers across the river in Reynosa. This page lists warehouses and flex buildings for sale and for lease.\n\nMatch the building to the operation. Check clear height, the number of dock-high doors and levelers, grade-level doors, truck court depth and trailer parking, column spacing, floor thickness, the sprinkler system, three-phase power and office build-out. Location matters as much: drive time to the Pharr–Reynosa bridge, to I-2 and I-69C, and to your workforce. If you operate in a foreign-trade zone or need bonded storage, say so from the start.",
    hero: {
      title: "Warehouses",
      subtitle: "Distribution, cross-dock and flex space",
      description: "Find warehouses for sale or lease near the bridges, I-2 and I-69C, with the specs that matter.",
    },
  },
  "commercial-land": {
    title: "Land for Sale in the Rio Grande Valley",
    description: "Commercial, residential and farm land for sale in Hidalgo County: lots, acreage and development tracts in McAllen, Mission, Edinburg and beyond.",
    h1: "Land for Sale in the RGV",
    intro: "Browse lots and acreage across Hidalgo County: commercial pad sites, tracts for subdivisions or industrial development, residential lots and farmland.\n\nLand is worth what you can build on it. Confirm whether the tract is inside city limits or in a city's extraterritorial jurisdiction (ETJ), how it is zoned, and whether water, sewer, electricity and gas reach it or must be extended. Check the FEMA flood zone and drainage: the Valley is flat, and drainage requirements shape what you can build. For farmland, ask about irrigation district water rights and any agricultural valuation, and what happens to it if the use changes. Every purchase deserves a survey, a title commitment and a review of easements and mineral rights.",
    hero: {
      title: "Land for Sale",
      subtitle: "Lots, acreage and development tracts",
      description: "Compare land across Hidalgo County and check zoning, utilities and flood zone before you buy.",
    },
  },
  "commercial-refrigerated": {
    title: "Refrigerated Warehouses and Cold Storage in McAllen",
    description: "Refrigerated warehouses and cold storage for sale or lease in McAllen and Pharr, near the Pharr–Reynosa bridge and the Valley's fresh produce supply chain.",
    h1: "Refrigerated Warehouses in McAllen",
    intro: "Large volumes of fresh fruit and vegetables from Mexico enter the United States through the Pharr–Reynosa International Bridge, a major produce crossing, and much of that produce is cooled, repacked and shipped from cold-storage facilities in McAllen, Pharr and nearby. This page lists refrigerated and freezer warehouses, coolers and cold docks for sale and for lease.\n\nA cold-storage building is equipment as much as real estate. Ask about temperature zones and ranges, insulated panel thickness, the refrigeration system and its age, electrical capacity and backup power, sealed dock doors with levelers, under-floor heating in freezer areas, and the building's food-safety inspection history. Operating costs depend heavily on energy use, so request recent utility bills.",
    hero: {
      title: "Cold Storage in McAllen",
      subtitle: "Refrigerated and freezer space near the Pharr bridge",
      description: "Find cold storage for sale or lease and check the specs that drive your operating costs.",
    },
  },
  luxury: {
    title: "Luxury Homes for Sale in the Rio Grande Valley",
    description: "Luxury homes and estates for sale in North McAllen, Sharyland Plantation, Mission and across the Rio Grande Valley, with private showings on request.",
    h1: "Luxury Homes in the RGV",
    intro: "This page shows the higher-priced homes on the market across the Valley: custom builds in gated North McAllen subdivisions, estate homes in Sharyland Plantation and Mission, and homes on large lots with pools, outdoor kitchens and guest quarters.\n\nFew homes sell at this level each year, so pricing takes careful work with comparable sales, and an appraisal can come in below the contract price; plan for that in your offer. Sellers often ask for a pre-approval letter or proof of funds before a showing. Inspect beyond the basics: pool equipment, multiple air conditioning systems, roofing materials, irrigation, smart-home and security systems. Private showings are scheduled with everyone's privacy in mind.",
    hero: {
      title: "Luxury Homes",
      subtitle: "Custom and estate homes across the Valley",
      description: "See high-end homes in North McAllen, Sharyland Plantation and beyond, with private showings.",
    },
  },
  "private-showings": {
    title: "Schedule a Private Showing",
    description: "Request a private showing of any home or commercial property in the Rio Grande Valley, in person or by live video, at a time that works for you.",
    h1: "Private Showings",
    intro: "See a home or commercial property on your schedule, with {agentName} by your side. Choose a property from the listings or share its address, suggest a few dates and times, and you will get a confirmation as soon as the seller or property manager approves the time.\n\nIf you live out of town or across the border, a live video walk-through lets you see the property, ask questions in real time and decide whether it is worth a visit in person. You can also set up a showing by phone at {phone}.",
    sections: [
      {
        heading: "How to request a showing",
        body: "Use the schedule-a-showing button on any listing, or the form on this page. Include two or three dates and times that work for you and how you prefer to be contacted. Occupied homes usually need at least a day's notice for the owner or tenant, while vacant homes and commercial buildings are often easier to schedule. Your confirmation includes the address and where to meet.",
      },
      {
        heading: "What to bring",
        body: "A pre-approval letter from a lender, or proof of funds for a cash purchase, lets you move quickly when you find the right home; for higher-priced homes, sellers often require it before a showing. Bring ID, your list of questions and your phone for photos and notes. For commercial property, bring your requirements: square footage, power, dock doors and parking.",
      },
      {
        heading: "Before your first tour",
        body: "Under current industry rules, you will sign a written agreement with your agent before touring homes. The buyer representation agreement explains what services you receive, how long it lasts and how your agent is paid. Its terms are negotiable, and {agentName} will go over it with you in plain English or Spanish before you sign anything.",
      },
    ],
    hero: {
      title: "Private Showings",
      subtitle: "See any property on your schedule",
      description: "Request an in-person or live video tour of homes and commercial properties across the Valley.",
    },
  },
  casitas: {
    title: "Homes with Casitas for Sale in the RGV",
    description: "Houses with a casita, guest house or separate living quarters on the same lot, for sale in McAllen, Mission, Edinburg and across the Rio Grande Valley.",
    h1: "Homes with Casitas",
    intro: "A casita is a small, separate dwelling on the same lot as the main house, usually with its own entrance, a bedroom or studio, a bathroom and often a kitchenette. In the Valley, casitas serve as guest quarters, a home office or studio and, where rules allow, a rental. This page lists homes with a casita, guest house or detached living quarters.\n\nBefore you buy, confirm that the casita was built with permits and whether it has its own utility meters. Ask the city and the HOA whether it may be rented, and how the appraiser will count its square footage, since that affects financing. Inspect it like a second house: roof, air conditioning, plumbing and electrical.",
    hero: {
      title: "Homes with Casitas",
      subtitle: "Separate living quarters on the same lot",
      description: "Browse homes with a casita or guest house and learn what to check before you buy.",
    },
  },
  "first-time-buyers": {
    title: "First-Time Home Buyer Guide for the RGV",
    description: "A step-by-step guide for first-time home buyers in the Rio Grande Valley: budget, pre-approval, Texas assistance programs, offer, inspection and closing.",
    h1: "First-Time Home Buyer Guide",
    intro: "Buying your first home in the Valley may be closer than you think, and it helps to know the steps and the programs before you start. This guide walks through your budget, pre-approval, the Texas programs that can help with the down payment, making an offer, and closing.\n\nWhen you are ready, an agent can connect you with lenders who work with these programs, set up alerts for homes in your price range and explain each document before you sign it. Use the tools page to estimate your monthly payment along the way.",
    sections: [
      {
        heading: "1. Budget and pre-approval",
        body: "Start with your monthly budget: the payment includes principal, interest, property taxes, homeowner's insurance and, with a small down payment, mortgage insurance. Check your credit reports and pay down high card balances. Then get pre-approved by a lender, who verifies your income and credit and tells you how much you can borrow. Compare loan types: conventional, FHA, VA for eligible veterans, and USDA loans in eligible areas outside city limits.",
      },
      {
        heading: "2. Down payment and closing cost help",
        body: "Texas has statewide programs for first-time and moderate-income buyers. TDHCA's My First Texas Home offers a 30-year fixed-rate mortgage with down payment and closing cost assistance, and TSAHC offers the Homes for Texas Heroes and Home Sweet Texas home loan programs. Both agencies also offer Mortgage Credit Certificates, a federal tax credit on part of your mortgage interest. Income and price limits apply, and most programs require a homebuyer education course. Funding changes, so ask your lender what is available today.",
      },
      {
        heading: "3. Offer, option period and inspection",
        body: "The standard Texas contract lets you pay an option fee for a set number of days during which you can end the contract for any reason. Use that time for a professional inspection and to negotiate repairs or a credit. You will also deposit earnest money with the title company, and review the seller's disclosure, the survey, the title commitment, the flood zone and the cost of insurance.",
      },
      {
        heading: "4. Appraisal and closing",
        body: "Your lender orders an appraisal to confirm the value, then issues final approval. At least three business days before closing you receive a Closing Disclosure with the final numbers; compare it with your Loan Estimate. At the title company you sign, the loan funds and you get the keys. Afterward, apply for your homestead exemption with the county appraisal district to lower your property taxes.",
      },
    ],
    hero: {
      title: "First-Time Buyer Guide",
      subtitle: "From pre-approval to keys in the Valley",
      description: "Learn the steps, the Texas assistance programs and what each document means before you buy.",
    },
  },
  communities: {
    title: "Rio Grande Valley Cities and Communities",
    description: "Compare McAllen, Mission, Edinburg, Pharr, Weslaco, San Juan, Alamo and Donna, plus Tres Lagos, North McAllen and Sharyland Plantation, before you move.",
    h1: "RGV Communities",
    intro: "The eight cities on this site sit side by side along Expressway 83 and I-69C in Hidalgo County, and many people live in one, work in another and shop in a third. Each city has its own character, school districts, tax rates and range of home prices.\n\nUse this overview to decide where to look, then open each city or community guide for neighborhoods, schools, commute notes and live listings. If you are relocating from outside the Valley, ask for a driving tour that covers the areas on your list in a single afternoon.",
    sections: [
      {
        heading: "McAllen, Mission and Edinburg",
        body: "McAllen is the largest city in Hidalgo County and a major retail and medical hub, with McAllen Miller International Airport and neighborhoods ranging from established central streets to new master-planned areas such as Tres Lagos. Mission, to the west, combines citrus heritage, the Anzalduas International Bridge and communities such as Sharyland Plantation. Edinburg, to the north, is the county seat and home to UTRGV's Edinburg campus, with growing subdivisions along I-69C.",
      },
      {
        heading: "Pharr, San Juan and Alamo",
        body: "These three neighbors east of McAllen share one school district, PSJA ISD. Pharr is a trade and logistics center where I-2 meets I-69C, and home to the Pharr–Reynosa International Bridge. San Juan is known for the Basilica of Our Lady of San Juan del Valle. Alamo, further east, sits near the Santa Ana National Wildlife Refuge and offers small-town streets with quick highway access.",
      },
      {
        heading: "Weslaco and Donna",
        body: "In the Mid-Valley, Weslaco has its own hospital, a South Texas College campus, a Texas A&M AgriLife research center and Estero Llano Grande State Park. Donna, between Alamo and Weslaco, has the Donna–Rio Bravo International Bridge and an older downtown surrounded by farmland and newer subdivisions. Each city has its own school district: Weslaco ISD and Donna ISD.",
      },
      {
        heading: "Communities to know",
        body: "Tres Lagos, in far north McAllen, is a master-planned community with lakes, trails, an IDEA Public Schools campus and a Texas A&M higher education center. North McAllen holds many of the city's gated subdivisions and custom homes. Sharyland Plantation, in Mission, sits on historic citrus land in Sharyland ISD. Meadow Creek is an established Mission neighborhood laid out around a golf course.",
      },
    ],
    hero: {
      title: "RGV Communities",
      subtitle: "Eight cities, one Valley",
      description: "Compare cities and neighborhoods across Hidalgo County and decide where to start your search.",
    },
  },
  market: {
    title: "RGV Real Estate Market: Prices and Trends",
    description: "Rio Grande Valley market figures from current listings: median list price, price per square foot, inventory and days on market by city and property type.",
    h1: "Rio Grande Valley Real Estate Market",
    intro: "This page turns the listings on this site into market figures you can use: median list price, price per square foot, the number of active listings and days on market, broken down by city and property type, with charts. The figures are recalculated from the current listings, so they change as properties come on and off the market.\n\nList prices show what sellers are asking, not what buyers finally paid. For an accurate value of a specific home, ask for a comparative market analysis based on recent closed sales.",
    sections: [
      {
        heading: "How to read the figures",
        body: "The median list price is the middle asking price: half the listings ask more and half ask less, so a few very expensive homes do not skew it the way they would an average. Price per square foot helps compare homes of different sizes, although lot size, age and condition still matter. Inventory is the number of active listings, and days on market shows how long they have been listed.",
      },
      {
        heading: "Using the numbers as a buyer",
        body: "If homes in your target city and price range are staying on the market longer, there may be more room to negotiate on price, repairs or closing costs. If days on market are short and inventory is thin, have your pre-approval ready and act quickly on the homes you like. Compare cities side by side: similar homes can be priced quite differently a few miles apart.",
      },
      {
        heading: "Using the numbers as a seller",
        body: "Your list price competes with everything shown here. Look at the homes in your city and size range that are still for sale and ask why: price, condition or location. A comparative market analysis adds closed sales, which show what appraisers and buyers have actually accepted. Pricing well from the start avoids chasing the market with price reductions.",
      },
    ],
    hero: {
      title: "RGV Market Figures",
      subtitle: "Prices, inventory and days on market",
      description: "See median list prices and trends by city and property type, computed from current listings.",
    },
  },
  mcallen: {
    title: "Living in McAllen, TX: City Guide",
    description: "McAllen city guide: neighborhoods, schools, commute, shopping and current homes for sale in the largest city in Hidalgo County, in English and Spanish.",
    h1: "Living in McAllen",
    intro: "McAllen is the largest city in Hidalgo County and a major shopping and medical destination for the whole region and for visitors from northern Mexico. It offers established neighborhoods near downtown and the Expressway, newer subdivisions and gated communities to the north, and a wide range of home styles and prices.\n\nThis guide covers the main areas, schools and getting around. The price levels and homes for sale further down the page come from the live listings, so they reflect what is on the market today.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Central and south McAllen have older neighborhoods with mature trees and homes from the mid-twentieth century onward, close to downtown's 17th Street district and the airport. Between Expressway 83 and Nolana Avenue, homes from the 1980s and 1990s mix with shopping along 10th Street. North McAllen, past Trenton Road, has newer subdivisions, many of them gated, and Tres Lagos, a master-planned community, lies at the city's northern edge.",
      },
      {
        heading: "Schools",
        body: "Most of McAllen is in McAllen ISD, which runs three comprehensive high schools along with specialized campuses. Parts of the west side fall in Sharyland ISD, parts of the south side in Valley View ISD, and other addresses near the city's edges can belong to neighboring districts, so check each listing. IDEA Public Schools and private schools add options. For higher education, South Texas College has its main campus in McAllen, and Texas A&M has a higher education center in Tres Lagos.",
      },
      {
        heading: "Getting around",
        body: "Expressway 83 (I-2) crosses the city east to west, while 10th Street, Ware Road, Bicentennial Boulevard and McColl Road run north. McAllen Miller International Airport is minutes from downtown, and the Hidalgo–Reynosa and Anzalduas international bridges are a short drive south and southwest. Most daily trips are by car, and Metro McAllen runs local bus routes.",
      },
    ],
    hero: {
      title: "Living in McAllen",
      subtitle: "Neighborhoods, schools and homes for sale",
      description: "Explore McAllen's areas, from central neighborhoods to new communities on the north side.",
    },
  },
  "mcallen-homes": {
    title: "McAllen Homes for Sale",
    description: "Browse homes for sale in McAllen, TX: houses, townhomes and condos in central, south and north McAllen, with photos, prices and payment estimates.",
    h1: "McAllen Homes for Sale",
    intro: "These are the homes for sale in McAllen right now, from older houses in central and south McAllen to newer homes in the gated subdivisions of the north side and in Tres Lagos. Filter by price, bedrooms and neighborhood, save your favorites and set an alert for new listings.\n\nWhen comparing McAllen homes, check the school district on each listing, since parts of the west side belong to Sharyland ISD, and compare property taxes, which depend on the city, the school district and other taxing units. Ask about HOA dues and rules in gated communities, and about the flood zone and drainage on any street.",
    hero: {
      title: "McAllen Homes for Sale",
      subtitle: "Houses, townhomes and condos in McAllen",
      description: "See every McAllen listing on the site and ask for a private showing of the ones you like.",
    },
  },
  "mcallen-tres-lagos": {
    title: "Tres Lagos, McAllen: Community Guide and Homes",
    description: "Tres Lagos in north McAllen: a master-planned community with lakes, trails, parks and schools. Learn about the area and see the homes for sale there.",
    h1: "Tres Lagos, McAllen",
    intro: "Tres Lagos is a master-planned community at the northern edge of McAllen, developed by Rhodes Enterprises on former farmland. Its plan combines neighborhoods of new homes with lakes, walking and biking trails, parks, schools, churches, medical offices and retail, and much of it is still being built out.\n\nMost homes here are recent construction, so buyers compare floor plans, builder warranties and HOA dues as much as location. The listings below show the homes for sale in Tres Lagos right now.",
    sections: [
      {
        heading: "What's there",
        body: "The name means three lakes, and the community's lakes anchor its trails and green space. An IDEA Public Schools campus and the Texas A&M University Higher Education Center at McAllen are inside the development, and the Shoppes at Tres Lagos add retail and services. New phases continue to open, so ask what is planned next to any lot you are considering.",
      },
      {
        heading: "Access and schools",
        body: "Tres Lagos sits in far north McAllen, several miles above Expressway 83; the north–south roads of the north side lead down to Trenton Road and the Expressway, which connect it with the rest of the city. Public school assignment depends on the exact address and can change as the area grows, so confirm the district and campuses for each home before you buy.",
      },
      {
        heading: "Buying in Tres Lagos",
        body: "With so many new homes on the market, compare builder incentives and warranties, and budget for HOA dues and the tax history of each address. Resale homes come with finished landscaping and a known tax bill. Order an independent inspection on any new home, ideally before drywall goes up and again before closing.",
      },
    ],
    hero: {
      title: "Tres Lagos",
      subtitle: "Master-planned living in north McAllen",
      description: "Lakes, trails and new homes at McAllen's northern edge. See what is for sale now.",
    },
  },
  "mcallen-north-luxury": {
    title: "North McAllen Luxury Homes and Gated Communities",
    description: "Luxury homes and gated communities in North McAllen: custom homes, large lots and private showings. Learn about the area and see the current listings.",
    h1: "North McAllen Luxury Homes",
    intro: "North McAllen, roughly from Nolana Avenue north past Trenton Road, is where many of the city's gated subdivisions and custom-built homes are. Expect larger floor plans, pools and outdoor living areas, three-car garages and lots with room for a casita, within reach of the shopping, restaurants and medical offices along 10th Street.\n\nThe listings below show the luxury homes for sale in North McAllen now. Private showings can be arranged with proof of funds or a pre-approval letter.",
    sections: [
      {
        heading: "Gated communities",
        body: "Gated subdivisions in North McAllen range from a few dozen homes to larger neighborhoods with clubhouses and walking paths. Read the HOA documents before you make an offer: dues and what they cover, architectural rules for additions and pools, rental restrictions and the reserve fund. Ask how the gate is managed and how visitors and deliveries get in.",
      },
      {
        heading: "Pricing and appraisal",
        body: "Custom homes are hard to compare, because no two share the same finishes, lot or size. A careful analysis of recent sales in the same and nearby subdivisions is essential, and buyers who finance should expect the appraisal to be closely reviewed. Sellers benefit from documenting upgrades, the age of the roof and air conditioning systems, and any warranties that transfer.",
      },
      {
        heading: "Schools and access",
        body: "School assignment in North McAllen depends on the address, so confirm the district and campuses for each home before you make an offer. Trenton Road, Nolana Avenue, 10th Street and Ware Road connect to Expressway 83, and 10th Street and the streets around it have medical offices, restaurants and shopping centers.",
      },
    ],
    hero: {
      title: "North McAllen Luxury",
      subtitle: "Gated communities and custom homes",
      description: "See luxury homes for sale in North McAllen and arrange a private showing.",
    },
  },
  mission: {
    title: "Living in Mission, TX: City Guide",
    description: "Mission city guide: neighborhoods, school districts, commute, parks and citrus heritage, plus the homes for sale in Mission, Texas today.",
    h1: "Living in Mission",
    intro: "Mission, just west of McAllen, grew up among citrus groves and still celebrates that heritage with the Texas Citrus Fiesta. Today it offers established neighborhoods near downtown, master-planned and golf-course communities, and new subdivisions on the north side, with quick access to McAllen along Expressway 83.\n\nThis guide covers the main areas, schools, parks and getting around. The price levels and listings below come from the homes on the market today.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Central Mission, around Conway Avenue and the historic downtown, has older homes on established streets. Sharyland Plantation offers planned neighborhoods on the southeast side, and Meadow Creek is an established neighborhood laid out around a golf course. North of the Expressway, along Shary, Bryan and Inspiration roads, newer subdivisions keep moving toward the Mile roads, some on larger lots with septic systems.",
      },
      {
        heading: "Schools",
        body: "Three school districts serve Mission: Mission CISD across much of the city, Sharyland ISD on the east side, including Sharyland Plantation, and La Joya ISD toward the west. District lines do not follow city limits, so confirm the district for each address. South Texas College and UTRGV are within commuting distance.",
      },
      {
        heading: "Parks and getting around",
        body: "Near the river south of town are Bentsen-Rio Grande Valley State Park, headquarters of the World Birding Center, and the National Butterfly Center, and the historic La Lomita Chapel stands close by. The Anzalduas International Bridge connects to Reynosa, and Expressway 83 links Mission with McAllen and the rest of the Valley.",
      },
    ],
    hero: {
      title: "Living in Mission",
      subtitle: "Citrus heritage, parks and growing neighborhoods",
      description: "Explore Mission's neighborhoods, schools and homes for sale, just west of McAllen.",
    },
  },
  "mission-homes": {
    title: "Mission, TX Homes for Sale",
    description: "Browse homes for sale in Mission, TX: houses in established neighborhoods, Sharyland Plantation, golf-course communities and new north-side subdivisions.",
    h1: "Mission Homes for Sale",
    intro: "Here are the homes for sale in Mission right now, from older houses near downtown to homes in Sharyland Plantation, Meadow Creek and the newer subdivisions north of the Expressway. Filter by price, size and features, save your favorites and set alerts for new listings.\n\nIn Mission, the school district can be Mission CISD, Sharyland ISD or La Joya ISD depending on the street, and tax rates differ with it, so check each listing. On larger lots at the edge of town, ask whether the home uses a septic system and which utility provides the water, and review the flood zone and drainage for every property.",
    hero: {
      title: "Mission Homes for Sale",
      subtitle: "Houses across Mission, Texas",
      description: "See the current Mission listings and ask for a private showing of the homes you like.",
    },
  },
  "mission-sharyland": {
    title: "Sharyland Plantation, Mission: Community Guide",
    description: "Sharyland Plantation in Mission, TX: planned neighborhoods on historic citrus land, Sharyland ISD schools and quick access to McAllen. See homes for sale.",
    h1: "Sharyland Plantation",
    intro: "Sharyland Plantation is a master-planned community in Mission, on land that was once part of Sharyland, the citrus empire John H. Shary built in the early 1900s. Today it combines residential neighborhoods of different sizes, some of them gated, with commercial and business areas, south of Expressway 83 and close to the McAllen city line.\n\nThe listings below show the homes for sale in Sharyland Plantation now, from established homes to custom builds.",
    sections: [
      {
        heading: "History and setting",
        body: "John H. Shary, often called the father of the Texas citrus industry, turned this brushland into irrigated citrus groves in the 1910s and 1920s, and the Sharyland name stayed with the area, its school district and Shary Road. Today the community is minutes from McAllen, and the Anzalduas International Bridge is a short drive to the south.",
      },
      {
        heading: "Schools",
        body: "Sharyland Plantation is in Sharyland ISD, the district that carries John Shary's name and serves parts of Mission and McAllen. As anywhere, confirm the assigned campuses for a specific address with the district, because attendance zones can change as new schools open.",
      },
      {
        heading: "Buying here",
        body: "Homes range from established houses to custom builds on larger lots. Review the HOA documents and dues for the specific neighborhood, since each section can have its own association and rules. Compare property taxes across nearby homes, ask about the flood zone and drainage history, and for custom homes, ask who built them and the age of the major systems.",
      },
    ],
    hero: {
      title: "Sharyland Plantation",
      subtitle: "A planned community on historic citrus land",
      description: "Learn about Sharyland Plantation in Mission and see the homes for sale there today.",
    },
  },
  "mission-meadow-creek": {
    title: "Meadow Creek in Mission: Neighborhood Guide",
    description: "Meadow Creek in Mission, TX: an established neighborhood laid out around a golf course. Learn what to check before buying and see the homes for sale there.",
    h1: "Meadow Creek in the Valley",
    intro: "Meadow Creek is an established Mission neighborhood laid out around a golf course, with homes built from the early 1980s onward. Its streets have mature landscaping, some homes look out over the course, and McAllen is only minutes away.\n\nThe listings below show the homes for sale in Meadow Creek now. Because homes here vary in age and in how much they have been updated, each one deserves a careful look at its roof, plumbing, electrical and air conditioning.",
    sections: [
      {
        heading: "The golf course and what comes next",
        body: "In 2019, at the owners' request, the City of Mission rezoned part of the golf course land, allowing other uses on some tracts. If you are looking at a home that backs onto the course, ask what is planned for the land behind it, check the current zoning with the city and read any deed restrictions that apply to the lot.",
      },
      {
        heading: "Buying an established home",
        body: "Older homes often come with roomier lots and mature trees, and sometimes with systems near the end of their life. Use your option period for a thorough inspection, including a sewer-line camera if the plumbing is original, and ask for the age of the roof and the air conditioning. Confirm the school district for the address, along with any HOA dues and rules.",
      },
    ],
    hero: {
      title: "Meadow Creek",
      subtitle: "An established neighborhood around a golf course",
      description: "See homes for sale in Meadow Creek, Mission, and what to check before you buy.",
    },
  },
  pharr: {
    title: "Living in Pharr, TX: City Guide",
    description: "Pharr city guide: neighborhoods, PSJA ISD schools, the Pharr–Reynosa bridge, commute, and the homes and commercial property for sale in Pharr today.",
    h1: "Living in Pharr",
    intro: "Pharr sits just east of McAllen where Expressway 83 (I-2) meets I-69C, a busy crossroads for commuters and trucks alike. The Pharr–Reynosa International Bridge, a major crossing for fresh produce from Mexico, has drawn warehouses, cold storage and logistics companies to the south side of the city.\n\nFor home buyers, Pharr offers older neighborhoods near downtown, newer subdivisions on the north side and easy access to McAllen, Edinburg and the rest of the Valley. The price figures and listings below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "The older core around Cage Boulevard and downtown has modest homes on established streets. North of the Expressway, subdivisions built over the last few decades extend toward Nolana and beyond, and new construction continues on the north side. South Pharr, toward the bridge and Military Highway, is more industrial, with some residential pockets.",
      },
      {
        heading: "Schools",
        body: "Most of Pharr is served by Pharr-San Juan-Alamo ISD (PSJA ISD), known for its early college high schools. Parts of south Pharr are in Valley View ISD, so confirm the district for any address. South Texas College and UTRGV are a short drive away in McAllen and Edinburg.",
      },
      {
        heading: "Commute and business",
        body: "I-2 and I-69C meet in Pharr, putting McAllen, Edinburg and the Mid-Valley within a short drive. The Pharr–Reynosa bridge carries heavy commercial traffic, which is why the south side has so many warehouses and cold-storage buildings; see the commercial pages if you need industrial space near the bridge.",
      },
    ],
    hero: {
      title: "Living in Pharr",
      subtitle: "Where I-2 meets I-69C",
      description: "Explore Pharr's neighborhoods, schools and homes, next to the Pharr–Reynosa International Bridge.",
    },
  },
  edinburg: {
    title: "Living in Edinburg, TX: City Guide",
    description: "Edinburg city guide: UTRGV, Edinburg CISD schools, neighborhoods, the commute along I-69C and current homes for sale in the Hidalgo County seat.",
    h1: "Living in Edinburg",
    intro: "Edinburg is the county seat of Hidalgo County and home to the University of Texas Rio Grande Valley's Edinburg campus. The university, county government and a growing medical sector shape the city, which has added new subdivisions, especially on the north side, while keeping its older core around downtown.\n\nThis guide covers neighborhoods, schools and getting around. The price levels and homes for sale below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Streets near downtown and the UTRGV campus have older homes and many rentals. North Edinburg, along I-69C and Trenton, Canton and Monte Cristo roads, has seen much of the new construction, with subdivisions of newer homes and townhomes. Elsewhere in the city, established neighborhoods sit alongside newer builds.",
      },
      {
        heading: "Schools and university",
        body: "Edinburg CISD serves most of the city and runs several high schools. UTRGV offers programs from bachelor's to doctoral degrees, including its School of Medicine, and South Texas College is a short drive away in McAllen. IDEA and other public charter schools have campuses in town. As always, confirm the assigned campuses for each address.",
      },
      {
        heading: "Getting around",
        body: "I-69C runs north to south through Edinburg and meets I-2 in Pharr, and State Highway 107 (University Drive) crosses the city east to west. McAllen is a short drive south, McAllen Miller International Airport has commercial flights, and South Texas International Airport at Edinburg serves general aviation.",
      },
    ],
    hero: {
      title: "Living in Edinburg",
      subtitle: "County seat and university city",
      description: "Explore Edinburg's neighborhoods, schools and homes for sale, from near UTRGV to the growing north side.",
    },
  },
  weslaco: {
    title: "Living in Weslaco, TX: City Guide",
    description: "Weslaco city guide: Mid-Valley neighborhoods, Weslaco ISD schools, parks, the Progreso bridge and the homes for sale in Weslaco, Texas today.",
    h1: "Living in Weslaco",
    intro: "Weslaco sits in the Mid-Valley on Expressway 83, roughly halfway between McAllen and Harlingen, which makes it a practical base for commuting in either direction. The city has its own hospital, a South Texas College campus, a Texas A&M AgriLife research center rooted in the Valley's agriculture, and Estero Llano Grande State Park for birding and trails.\n\nThis guide covers neighborhoods, schools and getting around; the price levels and homes for sale below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Older neighborhoods surround downtown and the original townsite, with homes on established streets. Newer subdivisions have grown north of the Expressway and along the city's edges, and rural properties with acreage are a short drive away. Heavy rains in June 2018 flooded parts of the city, so check the drainage on any street you are considering.",
      },
      {
        heading: "Schools",
        body: "Weslaco ISD serves most of the city, with two comprehensive high schools, Weslaco High and Weslaco East. South Texas College's Mid-Valley campus offers associate degrees and workforce programs, and UTRGV is within driving distance. Confirm the assigned campuses for each address.",
      },
      {
        heading: "Getting around",
        body: "Expressway 83 connects Weslaco west to McAllen and east to Mercedes and Harlingen. FM 1015 runs south to the Progreso International Bridge, and the Donna–Rio Bravo bridge is a little to the west. Knapp Medical Center provides hospital services in town.",
      },
    ],
    hero: {
      title: "Living in Weslaco",
      subtitle: "A Mid-Valley city on Expressway 83",
      description: "Explore Weslaco's neighborhoods, schools and homes for sale, halfway between McAllen and Harlingen.",
    },
  },
  "san-juan": {
    title: "Living in San Juan, TX: City Guide",
    description: "San Juan city guide: neighborhoods, PSJA ISD schools, the Basilica of Our Lady of San Juan del Valle and the homes for sale in San Juan, Texas today.",
    h1: "Living in San Juan",
    intro: "San Juan is a smaller city between Pharr and Alamo on Expressway 83, best known for the Basilica of Our Lady of San Juan del Valle, a national shrine that draws pilgrims from both sides of the border. Its location puts McAllen, Edinburg and the Mid-Valley within a short drive, and its neighborhoods range from older homes near the shrine to newer subdivisions toward the north.\n\nThis guide covers neighborhoods, schools and getting around; the price levels and homes for sale below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "The older part of town, near downtown and the basilica, has modest homes on established streets. Toward the north, subdivisions from recent decades offer newer homes, with some larger lots near the city's edges. Many streets are quiet and residential, and larger stores are a few minutes away in Pharr and McAllen.",
      },
      {
        heading: "Schools",
        body: "San Juan is served by PSJA ISD, the district it shares with Pharr and Alamo, which is known for its early college high schools. Confirm the assigned campuses for each address. UTRGV in Edinburg and South Texas College in McAllen are within commuting distance.",
      },
      {
        heading: "Getting around",
        body: "Expressway 83 runs through town, with I-69C a few minutes west in Pharr. The Pharr–Reynosa International Bridge is a short drive south, and McAllen Miller International Airport is the closest airport with commercial flights. East-west roads link San Juan's north side with Pharr and McAllen, so most errands are a short drive.",
      },
    ],
    hero: {
      title: "Living in San Juan",
      subtitle: "Home of the Basilica of San Juan del Valle",
      description: "Explore San Juan's neighborhoods, schools and homes for sale, between Pharr and Alamo.",
    },
  },
  alamo: {
    title: "Living in Alamo, TX: City Guide",
    description: "Alamo city guide: neighborhoods, PSJA ISD schools, the Santa Ana National Wildlife Refuge and the homes for sale in Alamo, Texas today.",
    h1: "Living in Alamo",
    intro: "Alamo is a small city on Expressway 83 east of San Juan, with a relaxed pace, low-density streets and quick highway access to McAllen and Weslaco. South of town, the Santa Ana National Wildlife Refuge protects native habitat along the Rio Grande and draws birders from across the country. The area also has many RV and manufactured-home parks, busiest in the winter months.\n\nThis guide covers neighborhoods, schools and getting around; the price levels and homes for sale below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Alamo's older core sits near the Expressway and Alamo Road, with modest homes on established streets. Newer subdivisions have been built to the north, and rural lots and small acreage are available toward the edges of town. Manufactured homes and RV communities are common, so check what type of property each listing offers and whether the land is included.",
      },
      {
        heading: "Schools",
        body: "Alamo is part of PSJA ISD, the district it shares with Pharr and San Juan and known for its early college high schools. Confirm the assigned campuses for each address, since attendance zones can change. South Texas College's campuses in McAllen and Weslaco, and UTRGV in Edinburg, are within commuting distance.",
      },
      {
        heading: "Getting around and outdoors",
        body: "Expressway 83 connects Alamo west to McAllen and east to Donna and Weslaco. FM 907 (Alamo Road) runs south toward the Santa Ana refuge and Military Highway, and the Pharr–Reynosa and Donna–Rio Bravo international bridges are each a short drive away.",
      },
    ],
    hero: {
      title: "Living in Alamo",
      subtitle: "Small-town streets near the Santa Ana refuge",
      description: "Explore Alamo's neighborhoods, schools and homes for sale, east of McAllen on Expressway 83.",
    },
  },
  donna: {
    title: "Living in Donna, TX: City Guide",
    description: "Donna city guide: neighborhoods, Donna ISD schools, the Donna–Rio Bravo International Bridge, the commute and the homes for sale in Donna, Texas today.",
    h1: "Living in Donna",
    intro: "Donna is a Mid-Valley city on Expressway 83 between Alamo and Weslaco, with an agricultural past, a compact downtown and neighborhoods surrounded by farmland. The Donna–Rio Bravo International Bridge connects it directly with Mexico, and McAllen and Weslaco are both a short drive away.\n\nThe housing mix includes older homes near downtown, newer subdivisions and rural properties with acreage. This guide covers neighborhoods, schools and getting around; the price levels and homes for sale below come from the live listings.",
    sections: [
      {
        heading: "Neighborhoods",
        body: "Older homes line the streets around downtown Donna. Newer subdivisions have been built north of the Expressway and along the main farm-to-market roads, and rural properties with acreage are common outside city limits. Manufactured homes and RV communities are also part of the local housing mix.",
      },
      {
        heading: "Schools",
        body: "Donna ISD serves most of the city, including Donna High School and Donna North High School. Some addresses near the edges may belong to neighboring districts, so confirm the assigned campuses. South Texas College's Mid-Valley campus in Weslaco and UTRGV in Edinburg are within commuting distance.",
      },
      {
        heading: "Getting around",
        body: "Expressway 83 connects Donna west to McAllen and east to Weslaco and Harlingen. The Donna–Rio Bravo International Bridge is south of town, and the Progreso bridge is a short drive east. For commercial flights, McAllen Miller International Airport and Valley International Airport in Harlingen are both within reach.",
      },
    ],
    hero: {
      title: "Living in Donna",
      subtitle: "A Mid-Valley city near the Rio Bravo bridge",
      description: "Explore Donna's neighborhoods, schools and homes for sale, between Alamo and Weslaco.",
    },
  },
  "pharr-homes": {
    title: "Pharr, TX Homes for Sale",
    description: "Browse homes for sale in Pharr, TX: houses and townhomes in established neighborhoods and newer north Pharr subdivisions, with photos, prices and details.",
    h1: "Pharr Homes for Sale",
    intro: "These are the homes for sale in Pharr right now, from established neighborhoods near downtown to newer subdivisions on the north side. Because Pharr sits where I-2 meets I-69C, commutes to McAllen, Edinburg and the Mid-Valley are short, so it is worth including in any McAllen-area search.\n\nCheck the school district on each listing: most of Pharr is in PSJA ISD, and parts of the south side are in Valley View ISD. Compare property taxes between nearby homes, look at the flood zone and drainage, and on the south side, note how close a home is to truck routes and industrial areas.",
    hero: {
      title: "Pharr Homes for Sale",
      subtitle: "Houses and townhomes in Pharr, Texas",
      description: "See the current Pharr listings, save your favorites and ask for a private showing.",
    },
  },
  "edinburg-homes": {
    title: "Edinburg, TX Homes for Sale",
    description: "Browse homes for sale in Edinburg, TX: houses near UTRGV and downtown, newer north-side subdivisions and townhomes, with photos, prices and details.",
    h1: "Edinburg Homes for Sale",
    intro: "Here are the homes for sale in Edinburg right now, from older houses near downtown and the UTRGV campus to the newer subdivisions that keep growing on the north side. Filter by price, bedrooms and size, save your favorites and set an alert to get new Edinburg listings by e-mail.\n\nMost Edinburg addresses are in Edinburg CISD, but confirm the district for each home. Near campus, some homes have been used as rentals, so look closely at condition and maintenance history. In new subdivisions, compare builder warranties, HOA dues and the first full-year tax bill. As everywhere in the Valley, check the flood zone and drainage.",
    hero: {
      title: "Edinburg Homes for Sale",
      subtitle: "Houses and townhomes in Edinburg, Texas",
      description: "See the current Edinburg listings, from near UTRGV to the growing north side.",
    },
  },
  "weslaco-homes": {
    title: "Weslaco, TX Homes for Sale",
    description: "Browse homes for sale in Weslaco, TX: houses in established Mid-Valley neighborhoods, newer subdivisions and rural properties, with photos and prices.",
    h1: "Weslaco Homes for Sale",
    intro: "These are the homes for sale in Weslaco right now, including houses in established neighborhoods near downtown, newer subdivisions and rural properties with acreage on the edges of town. Weslaco's place in the Mid-Valley puts both McAllen and Harlingen within daily commuting distance.\n\nMost of the city is in Weslaco ISD; confirm the campuses for each address. Parts of Weslaco flooded during the heavy rains of June 2018, so review the flood zone, look for any past water intrusion in the seller's disclosure, and get a flood insurance quote even outside a mapped flood zone. For rural properties, ask about the water source, septic system and irrigation rights.",
    hero: {
      title: "Weslaco Homes for Sale",
      subtitle: "Houses and acreage in the Mid-Valley",
      description: "See the current Weslaco listings, save your favorites and ask for a private showing.",
    },
  },
  "san-juan-homes": {
    title: "San Juan, TX Homes for Sale",
    description: "Browse homes for sale in San Juan, TX: houses in established neighborhoods and newer subdivisions between Pharr and Alamo, with photos and details.",
    h1: "San Juan Homes for Sale",
    intro: "Here are the homes for sale in San Juan, a smaller city on Expressway 83 between Pharr and Alamo. Listings range from older homes near downtown and the basilica to newer houses in the subdivisions toward the north side. Save your favorites and set an alert to hear about new listings.\n\nSan Juan is served by PSJA ISD. When comparing homes, check the property tax rate, which combines the city, the county, the school district and other taxing units, and look at the flood zone and drainage for the street. For older homes, use your option period for a full inspection of the roof, foundation, plumbing and electrical.",
    hero: {
      title: "San Juan Homes for Sale",
      subtitle: "Houses between Pharr and Alamo",
      description: "See the current San Juan listings, save your favorites and ask for a private showing.",
    },
  },
  "alamo-homes": {
    title: "Alamo, TX Homes for Sale",
    description: "Browse homes for sale in Alamo, TX: houses, lots and manufactured homes near Expressway 83 and the Santa Ana refuge, with photos, prices and details.",
    h1: "Alamo Homes for Sale",
    intro: "These are the homes for sale in Alamo right now, from houses in established neighborhoods to newer subdivisions and homes on larger rural lots. Alamo offers small-town streets with quick access to Expressway 83, McAllen and the Mid-Valley.\n\nAlamo is part of PSJA ISD. Because manufactured homes are common here, check whether a listing includes the land or sits on a leased lot, and whether the home is titled as real property; that changes financing, insurance and taxes. For every home, review the flood zone and drainage, and ask for the age of the roof and the air conditioning.",
    hero: {
      title: "Alamo Homes for Sale",
      subtitle: "Houses and lots east of McAllen",
      description: "See the current Alamo listings, save your favorites and ask for a private showing.",
    },
  },
  "donna-homes": {
    title: "Donna, TX Homes for Sale",
    description: "Browse homes for sale in Donna, TX: houses near downtown, newer subdivisions and rural properties with acreage in the Mid-Valley, with photos and details.",
    h1: "Donna Homes for Sale",
    intro: "Here are the homes for sale in Donna, including houses near downtown, newer subdivisions and rural properties with acreage. Donna sits between Alamo and Weslaco on Expressway 83, close to the Donna–Rio Bravo International Bridge.\n\nMost of Donna is in Donna ISD; confirm the district for each address. Outside city limits, ask whether the property has city water or service from a water supply corporation, whether it uses a septic system, and whether it has irrigation rights. Check the flood zone and drainage for every home, and for manufactured homes, confirm how the home and the land are titled.",
    hero: {
      title: "Donna Homes for Sale",
      subtitle: "Houses and acreage between Alamo and Weslaco",
      description: "See the current Donna listings, save your favorites and ask for a private showing.",
    },
  },
  blog: {
    title: "RGV Real Estate Blog: Guides and Market Notes",
    description: "Articles on buying, selling and investing in Rio Grande Valley real estate: market updates, mortgage rates, down payment help, casitas and neighborhoods.",
    h1: "Real Estate Blog",
    intro: "Practical articles about buying, selling and investing in the Rio Grande Valley, newest first: McAllen market updates, the mortgage rate outlook, down payment assistance, how to buy a home with a casita, neighborhood guides, and the industrial and nearshoring trends shaping commercial real estate.\n\nEvery article is available in English and Spanish, with links to related listings and guides. Have a question you would like to see answered here? Send it through the contact page.",
    hero: {
      title: "Real Estate Blog",
      subtitle: "Guides and market notes for the RGV",
      description: "Read articles on buying, selling, financing and investing across the Rio Grande Valley.",
    },
  },
  wishlist: {
    title: "Your Saved Favorite Properties",
    description: "Your saved favorite homes and commercial properties in one list. Compare them, check their current price and status, and request a showing when you are ready.",
    h1: "My Favorites",
    intro: "Every property you mark with the heart is saved here, so you can find it again on any device once you sign in. Each card shows the property's current price and status.\n\nUse this list to compare homes and decide which ones to see in person. Open any property to see its full details, share it or request a private showing. To save favorites, sign in or create a free account; it takes a minute and also lets you save searches and get alerts.",
    hero: {
      title: "My Favorites",
      subtitle: "The properties you have saved",
      description: "Sign in to see and compare your saved homes and commercial properties on any device.",
    },
  },
  search: {
    title: "Search Homes and Property in the RGV",
    description: "Search homes, rentals, commercial property and land across McAllen, Mission, Edinburg and the Rio Grande Valley by city, price, bedrooms and property type.",
    h1: "Property Search",
    intro: "Search every listing on the site by address, city, subdivision, ZIP code or MLS number, then narrow the results by price, bedrooms, bathrooms, property type and status. You can sort the results, and every search has its own web address, so you can bookmark it or share it.\n\nOnce you sign in, you can save a search and get an e-mail when new listings match it, instantly or once a day. Found something you like? Tap the heart to keep it in your favorites.",
    hero: {
      title: "Property Search",
      subtitle: "Homes, rentals, commercial and land",
      description: "Search by city, price, bedrooms and type across McAllen, Mission, Edinburg and the Valley.",
    },
  },
  contact: {
    title: "Contact a Bilingual RGV Real Estate Agent",
    description: "Call, text or write to ask about buying, selling, renting or commercial property in McAllen and the Rio Grande Valley. Service in English and Spanish.",
    h1: "Contact",
    intro: "Have a question about a property, thinking of selling, or just starting to plan a move? Call {phone}, or send a message with the form below and {agentName} will get back to you in English or Spanish, whichever you prefer.\n\nShare as much as you like: the city or property you are interested in, your timing and the best way to reach you. Your message is saved as soon as you send it, and you will receive a confirmation by e-mail.",
    sections: [
      {
        heading: "Buying or renting",
        body: "Share the cities, price range and type of home you have in mind, and whether you are pre-approved or still exploring. You can also send the link to a property on this site. You will get matching listings, answers about neighborhoods and schools and, whenever you are ready, a private showing.",
      },
      {
        heading: "Selling your home",
        body: "Include the address and a few details: size, recent updates and when you would like to move. You will receive a comparative market analysis based on recent sales nearby, along with a plan for preparing, pricing and marketing your home in English and Spanish.",
      },
      {
        heading: "Commercial property",
        body: "For warehouses, cold storage, retail, office space or land, describe the use, size, location and timing, and whether you want to buy or lease. Details such as clear height, dock doors, power, parking or distance to the bridges help narrow the search quickly, and you will receive a short list of properties that fit.",
      },
      {
        heading: "Your information",
        body: "Your details are used to answer your request. By sending the form you agree to be contacted about it, and you can ask to stop at any time. The Texas Real Estate Commission requires the Information About Brokerage Services notice, which you will find linked at the bottom of every page.",
      },
    ],
    hero: {
      title: "Contact",
      subtitle: "Call, text or send a message",
      description: "Questions about buying, selling, renting or commercial property? Reach out in English or Spanish.",
    },
  },
  tools: {
    title: "Mortgage and Home Buying Calculators",
    description: "Free calculators for Rio Grande Valley buyers: monthly mortgage payment with taxes and insurance, affordability, Texas closing costs and rent versus buy.",
    h1: "Home Buying Tools",
    intro: "Run the numbers before you shop. These calculators estimate your monthly mortgage payment with property taxes, insurance, HOA dues and mortgage insurance; how much home your income can support; what closing costs to expect; and whether renting or buying makes more sense for the years you plan to stay. Results update as you type.\n\nThe calculators give estimates, not loan offers. Your lender's Loan Estimate will show your actual rate and costs.",
    sections: [
      {
        heading: "Mortgage payment",
        body: "Enter the price, down payment, rate and term to see principal and interest, then add annual property taxes, homeowner's insurance, HOA dues and private mortgage insurance for a full monthly figure. In the Valley, taxes are a large share of the payment: the combined rate comes from the city, county, school district and other taxing units, and a homestead exemption lowers it once you live in the home.",
      },
      {
        heading: "Affordability",
        body: "Lenders look at your debt-to-income ratio: how much of your gross monthly income goes to the new housing payment plus car loans, student loans and credit cards. Enter your income and debts to see a price range, then keep a margin for utilities, maintenance and savings. A pre-approval confirms the real number.",
      },
      {
        heading: "Closing costs and rent versus buy",
        body: "Closing costs include lender fees, title insurance, the survey, escrow fees and prepaid taxes and insurance; in Texas, title insurance premiums are set by the state. Who pays what is negotiable in the contract. The rent-versus-buy calculator compares the total cost of each option over time, using appreciation, tax and maintenance assumptions you can change.",
      },
    ],
    hero: {
      title: "Home Buying Tools",
      subtitle: "Payment, affordability and closing costs",
      description: "Estimate your monthly payment, price range and closing costs with calculators that update as you type.",
    },
  },
  gallery: {
    title: "Property and Rio Grande Valley Photo Gallery",
    description: "Browse photos of homes, commercial properties and neighborhoods across McAllen, Mission, Edinburg and the Rio Grande Valley, plus virtual staging examples.",
    h1: "Gallery",
    intro: "A visual tour of the properties and places on this site: homes inside and out, commercial buildings and warehouses, and the neighborhoods and landmarks of the Valley. Tap any photo to view it full screen.\n\nIf a home catches your eye, open its listing for the details or ask for a private showing. If you are getting ready to sell, use these photos as a reference for presenting your own home.",
    sections: [
      {
        heading: "Homes and interiors",
        body: "Kitchens, living areas, bedrooms, pools and outdoor kitchens from homes across Hidalgo County show the range of styles you will find in the Valley: Spanish and Mediterranean designs with tile roofs and stucco, modern builds with open floor plans, and older brick homes that have been updated. Open the listing behind any photo to see its full details.",
      },
      {
        heading: "Commercial and industrial",
        body: "Storefronts, office buildings, warehouses with dock-high doors and cold-storage facilities give a sense of the commercial property near Expressway 83, I-69C and the international bridges. For industrial buildings, photos of the truck court, the docks and the interior clear height often tell you quickly whether a building fits your operation.",
      },
      {
        heading: "Photo tips for sellers",
        body: "Good photos start with a clean, bright home: open the blinds, turn on every light, clear the countertops and shoot from the corners at about chest height. Mornings or late afternoons give softer light on the front of the house, and the pool and yard look best freshly cleaned. Empty rooms can be virtually staged, and every staged image is labeled as such.",
      },
    ],
    hero: {
      title: "Gallery",
      subtitle: "Homes, commercial property and the Valley",
      description: "Browse photos of homes, commercial buildings and neighborhoods across the Rio Grande Valley.",
    },
  },
  staging: {
    title: "Virtual Staging for RGV Home Sellers",
    description: "Virtual staging turns photos of empty rooms into furnished, inviting spaces. See before-and-after examples and request staging for your listing photos.",
    h1: "Virtual Staging",
    intro: "Empty rooms are hard to picture: a buyer scrolling on a phone cannot tell whether a king bed fits or where the dining table goes. Virtual staging adds realistic furniture and decor to photos of empty rooms, so your listing shows what each space can be without moving furniture in.\n\nCompare the before-and-after examples below, then send photos of your rooms with the request form. Staged images are labeled as virtually staged in the listing, and the original photos stay available so buyers see the real room.",
    sections: [
      {
        heading: "How it works",
        body: "Upload photos of the rooms you want staged and choose a style, such as modern, traditional, farmhouse or coastal. Each photo is furnished digitally with pieces sized to the room, and you receive the staged images to review. If something does not look right, you can ask for adjustments before the final images go into your listing.",
      },
      {
        heading: "Taking good photos",
        body: "Shoot in landscape orientation with the lights on and the blinds open, from a corner at about chest height so that two or three walls show. Clear everything off floors and counters, and take one photo for each angle you want staged. Higher-resolution photos give better results; photos from a recent phone are usually enough.",
      },
      {
        heading: "Honest marketing",
        body: "Virtual staging changes furniture and decor, never the house itself: walls, floors, windows, views and any defects stay exactly as they are. Each staged photo is labeled as virtually staged and shown alongside the original, so buyers know what to expect when they walk in. That keeps the listing accurate and the showing free of surprises.",
      },
    ],
    hero: {
      title: "Virtual Staging",
      subtitle: "Furnish the empty rooms in your listing photos",
      description: "See before-and-after examples and request virtual staging for your home's photos.",
    },
  },
  sitemap: {
    title: "Site Map",
    description: "A list of every page on the site: residential and commercial property, city and community guides, buyer resources, tools, blog articles and contact.",
    h1: "Site Map",
    intro: "Every page on the site, grouped by section: residential and commercial listings, the eight city guides and their homes for sale, the community guides, resources for buyers and sellers, the blog and your account. Each page is also available in Spanish; use the language switch at the top to change it.\n\nLooking for a specific property? The property search finds listings by address, city, ZIP code or MLS number.",
    hero: {
      title: "Site Map",
      subtitle: "Every page in one place",
      description: "Find residential and commercial listings, city guides, resources and articles across the site.",
    },
  },
  account: {
    title: "Your Account and Preferences",
    description: "Manage your account: saved searches and e-mail alerts, favorite properties, language and theme preferences, and the details you use to sign in.",
    h1: "My Account",
    intro: "Your account keeps your property search in one place. Here you can see and rename your saved searches, open them in one click, and choose how often you get e-mail alerts about new matching listings: instantly, once a day or not at all.\n\nYou can also set your preferred language and theme, review your favorite properties, change your password and sign out. Every alert e-mail includes a one-click unsubscribe link.",
    hero: {
      title: "My Account",
      subtitle: "Saved searches, alerts and preferences",
      description: "Manage your saved searches, e-mail alerts, language and theme in one place.",
    },
  },
};
