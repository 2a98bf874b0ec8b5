// The chef's dish library for the seed: realistic facts per meal (about 14 oz, 350–650 kcal).
import type { Allergen } from "@/lib/menus/allergens";
import { CALORIE_SMART_MAX_KCAL, type DishTag } from "@/lib/menus/dish-tags";

export interface DishSeed {
  slug: string;
  name: string;
  description: string;
  /** grams */
  protein: number;
  carbs: number;
  fat: number;
  ingredients: string;
  allergens: Allergen[];
  tags: DishTag[];
  /** Seafood is best within three days, so it only travels on a single delivery. */
  splitDeliveryEligible?: boolean;
}

/** Atwater factors, rounded to 10 kcal as on a label. */
export function caloriesOf(dish: Pick<DishSeed, "protein" | "carbs" | "fat">): number {
  return Math.round((4 * dish.protein + 4 * dish.carbs + 9 * dish.fat) / 10) * 10;
}

/** The chef's tags, plus Calorie-smart for every dish light enough to carry it. */
export function seedTags(dish: DishSeed): DishTag[] {
  const light = caloriesOf(dish) <= CALORIE_SMART_MAX_KCAL && !dish.tags.includes("Calorie-smart");
  return light ? [...dish.tags, "Calorie-smart"] : dish.tags;
}

export const dishImageUrl = (slug: string) => `/dishes/${slug}.svg`;

export const DISHES: DishSeed[] = [
  {
    slug: "butter-chicken",
    name: "Butter Chicken with Cumin Basmati",
    description:
      "Chicken thighs simmered in a silky tomato-cream sauce with garam masala and fenugreek, over cumin basmati with charred green beans.",
    protein: 38,
    carbs: 52,
    fat: 18,
    ingredients:
      "Chicken thigh, basmati rice, crushed tomato, cream, butter, onion, garlic, ginger, garam masala, kasuri methi, cumin, green beans, cilantro, sea salt",
    allergens: ["Milk"],
    tags: ["High protein", "Gluten-free", "Chef's favourite"],
  },
  {
    slug: "jerk-chicken-rice-and-peas",
    name: "Jerk Chicken with Rice and Peas",
    description:
      "Scotch bonnet and allspice–marinated chicken, coconut rice with kidney beans, and sweet fried plantain.",
    protein: 40,
    carbs: 60,
    fat: 16,
    ingredients:
      "Chicken leg, long-grain rice, kidney beans, coconut milk, plantain, scotch bonnet pepper, allspice, thyme, green onion, garlic, lime, brown sugar, soy sauce (soy, wheat)",
    allergens: ["Soy", "Wheat/Gluten"],
    tags: ["High protein", "Spicy", "Dairy-free"],
  },
  {
    slug: "korean-beef-bulgogi-bowl",
    name: "Korean Beef Bulgogi Bowl",
    description:
      "Thinly sliced beef in a pear and soy marinade over sesame rice, with spinach namul, carrots and a jammy egg.",
    protein: 36,
    carbs: 58,
    fat: 17,
    ingredients:
      "Beef sirloin, short-grain rice, soy sauce (soy, wheat), Asian pear, garlic, sesame oil, sesame seeds, spinach, carrot, egg, green onion, rice vinegar",
    allergens: ["Soy", "Wheat/Gluten", "Sesame", "Eggs"],
    tags: ["High protein", "Dairy-free"],
  },
  {
    slug: "maple-glazed-salmon",
    name: "Maple-Glazed Salmon with Wild Rice",
    description:
      "Atlantic salmon brushed with Ontario maple and Dijon, wild rice pilaf and roasted Brussels sprouts.",
    protein: 34,
    carbs: 46,
    fat: 20,
    ingredients:
      "Atlantic salmon, wild rice blend, maple syrup, Dijon mustard, Brussels sprouts, shallot, celery, parsley, lemon, olive oil, sea salt",
    allergens: ["Fish", "Mustard"],
    tags: ["High protein", "Gluten-free", "Dairy-free"],
    splitDeliveryEligible: false,
  },
  {
    slug: "chicken-shawarma-bowl",
    name: "Chicken Shawarma Bowl",
    description:
      "Spiced chicken with garlic toum, turmeric rice, pickled turnips, tabbouleh and a tahini drizzle.",
    protein: 42,
    carbs: 55,
    fat: 19,
    ingredients:
      "Chicken thigh, long-grain rice, turmeric, garlic, canola oil, lemon, bulgur wheat, parsley, tomato, cucumber, pickled turnip, tahini (sesame), seven spice",
    allergens: ["Wheat/Gluten", "Sesame"],
    tags: ["High protein", "Dairy-free", "Chef's favourite"],
  },
  {
    slug: "peameal-bacon-breakfast-hash",
    name: "Peameal Bacon Breakfast Hash",
    description:
      "Toronto's own cornmeal-crusted peameal bacon over crispy potato hash with peppers, a cheddar frittata and maple-mustard drizzle.",
    protein: 35,
    carbs: 40,
    fat: 22,
    ingredients:
      "Peameal bacon (pork, cornmeal), potato, red pepper, onion, eggs, aged cheddar, maple syrup, grainy mustard, chives",
    allergens: ["Eggs", "Milk", "Mustard"],
    tags: ["High protein", "Gluten-free"],
  },
  {
    slug: "turkey-meatballs-marinara",
    name: "Turkey Meatballs Marinara",
    description:
      "Herbed turkey meatballs in slow-cooked marinara with whole-wheat penne and shaved Parmesan.",
    protein: 38,
    carbs: 62,
    fat: 14,
    ingredients:
      "Ground turkey, whole-wheat penne, crushed tomato, breadcrumbs (wheat), egg, Parmesan, garlic, onion, basil, oregano, olive oil",
    allergens: ["Wheat/Gluten", "Milk", "Eggs"],
    tags: ["High protein"],
  },
  {
    slug: "thai-green-curry-chicken",
    name: "Thai Green Curry Chicken",
    description:
      "Chicken, bamboo shoots and Thai eggplant in a fragrant green curry with jasmine rice and Thai basil.",
    protein: 33,
    carbs: 55,
    fat: 20,
    ingredients:
      "Chicken breast, jasmine rice, coconut milk, green curry paste, bamboo shoots, Thai eggplant, fish sauce, palm sugar, lime leaf, Thai basil",
    allergens: ["Fish"],
    tags: ["Spicy", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "chickpea-tikka-masala",
    name: "Chickpea and Cauliflower Tikka Masala",
    description:
      "Chickpeas and roasted cauliflower in a coconut tikka masala sauce over brown basmati.",
    protein: 17,
    carbs: 72,
    fat: 16,
    ingredients:
      "Chickpeas, cauliflower, brown basmati rice, coconut milk, tomato, onion, garlic, ginger, garam masala, mustard seed, cilantro",
    allergens: ["Mustard"],
    tags: ["Vegan", "Vegetarian", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "mushroom-barley-risotto",
    name: "Ontario Mushroom Barley Risotto",
    description:
      "Cremini and oyster mushrooms folded into creamy pearl barley with Parmesan, thyme and baby kale.",
    protein: 16,
    carbs: 68,
    fat: 15,
    ingredients:
      "Pearl barley, cremini mushroom, oyster mushroom, vegetable stock, white wine, Parmesan, butter, shallot, thyme, baby kale",
    allergens: ["Wheat/Gluten", "Milk", "Sulphites"],
    tags: ["Vegetarian"],
  },
  {
    slug: "jollof-rice-grilled-chicken",
    name: "Jollof Rice with Grilled Chicken",
    description:
      "Smoky tomato and pepper jollof rice with grilled chicken, fried plantain and a scotch bonnet pepper sauce.",
    protein: 38,
    carbs: 64,
    fat: 14,
    ingredients:
      "Chicken thigh, long-grain parboiled rice, tomato, red pepper, scotch bonnet pepper, onion, plantain, thyme, bay leaf, curry powder",
    allergens: [],
    tags: ["High protein", "Spicy", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "shrimp-pad-thai",
    name: "Shrimp Pad Thai",
    description:
      "Rice noodles wok-tossed with shrimp, egg, tamarind sauce and bean sprouts, finished with crushed peanuts and lime.",
    protein: 30,
    carbs: 70,
    fat: 18,
    ingredients:
      "Rice noodles, shrimp, egg, tamarind, fish sauce, palm sugar, tofu (soy), bean sprouts, garlic chives, peanuts, lime",
    allergens: ["Shellfish", "Eggs", "Fish", "Soy", "Peanuts"],
    tags: ["Dairy-free"],
    splitDeliveryEligible: false,
  },
  {
    slug: "beef-chili-cornbread",
    name: "Three-Bean Beef Chili with Cornbread",
    description:
      "A slow-simmered beef and three-bean chili with a square of cheddar jalapeño cornbread.",
    protein: 36,
    carbs: 58,
    fat: 20,
    ingredients:
      "Ground beef, kidney beans, black beans, pinto beans, tomato, onion, chili powder, cumin, cornmeal, wheat flour, egg, buttermilk, cheddar, jalapeño",
    allergens: ["Milk", "Eggs", "Wheat/Gluten"],
    tags: ["High protein", "Spicy"],
  },
  {
    slug: "lemon-herb-chicken-quinoa",
    name: "Lemon Herb Chicken with Quinoa",
    description: "Grilled chicken breast, lemon-herb quinoa, roasted zucchini and crumbled feta.",
    protein: 42,
    carbs: 40,
    fat: 15,
    ingredients:
      "Chicken breast, quinoa, zucchini, feta, lemon, parsley, dill, garlic, olive oil, sea salt",
    allergens: ["Milk"],
    tags: ["High protein", "Gluten-free"],
  },
  {
    slug: "miso-glazed-cod-soba",
    name: "Miso-Glazed Cod with Soba",
    description:
      "White miso–glazed cod over buckwheat soba with baby bok choy and scallion-ginger sauce.",
    protein: 32,
    carbs: 56,
    fat: 10,
    ingredients:
      "Cod, soba noodles (buckwheat, wheat), white miso (soy), mirin, baby bok choy, ginger, green onion, sesame oil, sesame seeds",
    allergens: ["Fish", "Soy", "Wheat/Gluten", "Sesame"],
    tags: ["Dairy-free"],
    splitDeliveryEligible: false,
  },
  {
    slug: "piri-piri-chicken",
    name: "Piri-Piri Chicken with Portuguese Rice",
    description:
      "Little Portugal–style charcoal chicken in a bird's-eye chili sauce, tomato rice and roasted potatoes.",
    protein: 40,
    carbs: 52,
    fat: 18,
    ingredients:
      "Chicken leg, long-grain rice, potato, bird's-eye chili, paprika, garlic, lemon, tomato, onion, olive oil, bay leaf",
    allergens: [],
    tags: ["High protein", "Spicy", "Gluten-free", "Dairy-free", "Chef's favourite"],
  },
  {
    slug: "chicken-souvlaki-lemon-potatoes",
    name: "Danforth Chicken Souvlaki",
    description:
      "Oregano-marinated chicken skewers with lemon roasted potatoes, Greek salad and tzatziki.",
    protein: 40,
    carbs: 45,
    fat: 20,
    ingredients:
      "Chicken breast, potato, lemon, oregano, garlic, olive oil, cucumber, tomato, red onion, kalamata olive, feta, Greek yogurt, dill",
    allergens: ["Milk"],
    tags: ["High protein", "Gluten-free"],
  },
  {
    slug: "red-lentil-dal",
    name: "Red Lentil Dal with Spinach",
    description:
      "Comforting red lentil dal tempered with cumin and mustard seed, wilted spinach, brown rice and crispy shallots.",
    protein: 20,
    carbs: 75,
    fat: 12,
    ingredients:
      "Red lentils, brown rice, spinach, tomato, onion, garlic, ginger, turmeric, cumin seed, mustard seed, shallot, canola oil",
    allergens: ["Mustard"],
    tags: ["Vegan", "Vegetarian", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "general-tso-tofu",
    name: "General Tso's Crispy Tofu",
    description:
      "Crispy tofu in a sticky, gently spicy General Tso's sauce with broccoli and jasmine rice.",
    protein: 22,
    carbs: 72,
    fat: 16,
    ingredients:
      "Firm tofu (soy), jasmine rice, broccoli, soy sauce (soy, wheat), rice vinegar, cornstarch, dried chili, garlic, ginger, sesame oil, sesame seeds",
    allergens: ["Soy", "Wheat/Gluten", "Sesame"],
    tags: ["Vegan", "Vegetarian", "Spicy", "Dairy-free"],
  },
  {
    slug: "black-bean-sweet-potato-enchiladas",
    name: "Black Bean and Sweet Potato Enchiladas",
    description:
      "Corn tortillas filled with black beans and roasted sweet potato, baked in salsa verde with Monterey Jack.",
    protein: 20,
    carbs: 68,
    fat: 18,
    ingredients:
      "Corn tortillas, black beans, sweet potato, tomatillo, jalapeño, Monterey Jack, onion, cilantro, cumin, lime",
    allergens: ["Milk"],
    tags: ["Vegetarian", "Gluten-free"],
  },
  {
    slug: "turkey-shepherds-pie",
    name: "Turkey Shepherd's Pie",
    description: "Ground turkey and vegetables in a rich gravy under a golden mashed potato crust.",
    protein: 34,
    carbs: 45,
    fat: 16,
    ingredients:
      "Ground turkey, potato, carrot, peas, onion, celery, chicken stock, wheat flour, butter, milk, thyme, rosemary",
    allergens: ["Milk", "Wheat/Gluten"],
    tags: ["High protein"],
  },
  {
    slug: "pesto-chicken-penne",
    name: "Basil Pesto Chicken Penne",
    description:
      "Penne and grilled chicken tossed in basil and pine nut pesto with blistered cherry tomatoes.",
    protein: 38,
    carbs: 60,
    fat: 22,
    ingredients:
      "Penne (wheat), chicken breast, basil, pine nuts, Parmesan, olive oil, garlic, cherry tomato, lemon",
    allergens: ["Wheat/Gluten", "Milk", "Tree nuts"],
    tags: ["High protein"],
  },
  {
    slug: "gochujang-pork-bowl",
    name: "Gochujang Pork Rice Bowl",
    description:
      "Gochujang-glazed pork shoulder, sesame rice, charred broccolini and pickled daikon.",
    protein: 35,
    carbs: 58,
    fat: 18,
    ingredients:
      "Pork shoulder, short-grain rice, gochujang (wheat, soy), soy sauce, honey, garlic, sesame oil, sesame seeds, broccolini, daikon, rice vinegar",
    allergens: ["Soy", "Wheat/Gluten", "Sesame"],
    tags: ["High protein", "Spicy", "Dairy-free"],
  },
  {
    slug: "chicken-curry-roti",
    name: "Trini Curry Chicken with Roti",
    description:
      "Trinidad-style curry chicken and potato, slow-cooked with culantro, served with a soft dhalpuri roti.",
    protein: 36,
    carbs: 62,
    fat: 20,
    ingredients:
      "Chicken thigh, potato, wheat flour, split peas, curry powder, geera (cumin), culantro, garlic, onion, scotch bonnet pepper, canola oil",
    allergens: ["Wheat/Gluten"],
    tags: ["High protein", "Spicy", "Dairy-free"],
  },
  {
    slug: "teriyaki-tofu-bowl",
    name: "Teriyaki Tofu Bowl",
    description:
      "Seared tofu in house teriyaki with brown rice, edamame, shredded carrot and toasted sesame.",
    protein: 24,
    carbs: 66,
    fat: 14,
    ingredients:
      "Firm tofu (soy), brown rice, edamame, carrot, red cabbage, soy sauce (soy, wheat), mirin, ginger, garlic, sesame seeds, green onion",
    allergens: ["Soy", "Wheat/Gluten", "Sesame"],
    tags: ["Vegan", "Vegetarian", "Dairy-free"],
  },
  {
    slug: "falafel-bowl",
    name: "Baked Falafel Bowl",
    description:
      "Herby baked falafel with hummus, lemon couscous, cucumber-tomato salad and tahini sauce.",
    protein: 18,
    carbs: 70,
    fat: 22,
    ingredients:
      "Chickpeas, couscous (wheat), parsley, cilantro, garlic, cumin, tahini (sesame), lemon, cucumber, tomato, red onion, olive oil",
    allergens: ["Wheat/Gluten", "Sesame"],
    tags: ["Vegan", "Vegetarian", "Dairy-free"],
  },
  {
    slug: "cajun-shrimp-grits",
    name: "Cajun Shrimp and Cheddar Grits",
    description: "Blackened shrimp over creamy white cheddar grits with braised collard greens.",
    protein: 30,
    carbs: 42,
    fat: 20,
    ingredients:
      "Shrimp, corn grits, white cheddar, butter, milk, collard greens, Cajun spice, garlic, green onion, lemon",
    allergens: ["Shellfish", "Milk"],
    tags: ["Spicy", "Gluten-free"],
    splitDeliveryEligible: false,
  },
  {
    slug: "beef-bourguignon",
    name: "Beef Bourguignon with Mashed Potatoes",
    description:
      "Beef braised for hours in red wine with mushrooms and pearl onions, over buttery mashed potatoes.",
    protein: 38,
    carbs: 40,
    fat: 22,
    ingredients:
      "Beef chuck, red wine, beef stock, mushroom, pearl onion, carrot, wheat flour, tomato paste, potato, butter, milk, thyme, bay leaf",
    allergens: ["Milk", "Wheat/Gluten", "Sulphites"],
    tags: ["High protein", "Chef's favourite"],
  },
  {
    slug: "harissa-chicken-couscous",
    name: "Harissa Chicken with Pearl Couscous",
    description:
      "Harissa-rubbed chicken thighs, herbed pearl couscous, roasted carrots and a cooling yogurt sauce.",
    protein: 38,
    carbs: 55,
    fat: 17,
    ingredients:
      "Chicken thigh, pearl couscous (wheat), harissa, carrot, Greek yogurt, mint, parsley, lemon, garlic, olive oil",
    allergens: ["Wheat/Gluten", "Milk"],
    tags: ["High protein", "Spicy"],
  },
  {
    slug: "eggplant-parmesan",
    name: "Eggplant Parmesan with Spaghetti",
    description:
      "Crisp breaded eggplant baked with marinara and mozzarella, alongside garlicky spaghetti.",
    protein: 20,
    carbs: 62,
    fat: 22,
    ingredients:
      "Eggplant, spaghetti (wheat), breadcrumbs (wheat), egg, mozzarella, Parmesan, crushed tomato, garlic, basil, olive oil",
    allergens: ["Wheat/Gluten", "Milk", "Eggs"],
    tags: ["Vegetarian"],
  },
  {
    slug: "spinach-ricotta-cannelloni",
    name: "Spinach and Ricotta Cannelloni",
    description:
      "Pasta tubes filled with spinach and ricotta, baked in tomato sauce under bubbling mozzarella.",
    protein: 24,
    carbs: 54,
    fat: 22,
    ingredients:
      "Pasta (wheat, egg), ricotta, spinach, mozzarella, Parmesan, crushed tomato, nutmeg, garlic, basil",
    allergens: ["Wheat/Gluten", "Milk", "Eggs"],
    tags: ["Vegetarian"],
  },
  {
    slug: "thai-red-curry-vegetables",
    name: "Thai Red Curry with Tofu and Squash",
    description: "Tofu, butternut squash and green beans in a coconut red curry with jasmine rice.",
    protein: 16,
    carbs: 64,
    fat: 20,
    ingredients:
      "Firm tofu (soy), butternut squash, green beans, jasmine rice, coconut milk, vegan red curry paste, lime leaf, Thai basil, coconut sugar",
    allergens: ["Soy"],
    tags: ["Vegan", "Vegetarian", "Spicy", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "chicken-tinga-burrito-bowl",
    name: "Chicken Tinga Burrito Bowl",
    description:
      "Chipotle-tomato chicken tinga with cilantro-lime rice, black beans, corn salsa and cotija.",
    protein: 40,
    carbs: 62,
    fat: 14,
    ingredients:
      "Chicken thigh, long-grain rice, black beans, corn, chipotle pepper, tomato, onion, cilantro, lime, cotija cheese",
    allergens: ["Milk"],
    tags: ["High protein", "Spicy", "Gluten-free"],
  },
  {
    slug: "brisket-mac-and-cheese",
    name: "Smoked Brisket Mac and Cheese",
    description:
      "Slow-smoked beef brisket over aged-cheddar macaroni, with roasted broccoli on the side.",
    protein: 38,
    carbs: 55,
    fat: 28,
    ingredients:
      "Beef brisket, macaroni (wheat), aged cheddar, milk, butter, wheat flour, broccoli, smoked paprika, garlic, mustard powder",
    allergens: ["Wheat/Gluten", "Milk", "Mustard"],
    tags: ["High protein"],
  },
  {
    slug: "coconut-shrimp-curry",
    name: "Kerala Coconut Shrimp Curry",
    description:
      "Shrimp in a coconut and curry-leaf sauce with mustard seed and tamarind, over basmati rice.",
    protein: 28,
    carbs: 56,
    fat: 20,
    ingredients:
      "Shrimp, basmati rice, coconut milk, curry leaves, mustard seed, tamarind, onion, tomato, ginger, garlic, Kashmiri chili",
    allergens: ["Shellfish", "Mustard"],
    tags: ["Spicy", "Gluten-free", "Dairy-free"],
    splitDeliveryEligible: false,
  },
  {
    slug: "steak-chimichurri-cauliflower-mash",
    name: "Flank Steak Chimichurri",
    description:
      "Grilled flank steak with bright chimichurri, roasted garlic cauliflower mash and green beans.",
    protein: 40,
    carbs: 18,
    fat: 24,
    ingredients:
      "Beef flank steak, cauliflower, green beans, parsley, oregano, red wine vinegar, garlic, chili flakes, olive oil, sea salt",
    allergens: ["Sulphites"],
    tags: ["High protein", "Low carb", "Gluten-free", "Dairy-free"],
  },
  {
    slug: "herb-roasted-chicken-cauliflower-mash",
    name: "Herb-Roasted Chicken with Cauliflower Mash",
    description:
      "Herb-roasted chicken breast, creamy cauliflower mash, roasted broccoli and pan jus.",
    protein: 44,
    carbs: 16,
    fat: 18,
    ingredients:
      "Chicken breast, cauliflower, broccoli, butter, cream, chicken stock, rosemary, thyme, garlic, sea salt",
    allergens: ["Milk"],
    tags: ["High protein", "Low carb", "Gluten-free"],
  },
  {
    slug: "zucchini-noodle-turkey-bolognese",
    name: "Turkey Bolognese on Zucchini Noodles",
    description: "A slow-cooked turkey bolognese over spiralized zucchini with Parmesan and basil.",
    protein: 36,
    carbs: 20,
    fat: 18,
    ingredients:
      "Ground turkey, zucchini, crushed tomato, carrot, celery, onion, garlic, Parmesan, basil, oregano, olive oil",
    allergens: ["Milk"],
    tags: ["High protein", "Low carb", "Gluten-free"],
  },
];
