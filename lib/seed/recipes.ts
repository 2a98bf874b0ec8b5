// The chef's recipes for the seeded dishes: grams of each ingredient in one portion (raw weights;
// a portion cooks down to about 14 oz). Written "Ingredient grams; …" to keep the library readable.
import type { RecipeLine } from "@/lib/menus/recipe-schema";

const RECIPES: Record<string, string> = {
  "butter-chicken":
    "Chicken thigh 160; Basmati rice 75; Crushed tomato 90; Cream 35; Butter 12; Onion 40; Garlic 6; Ginger 5; Garam masala 2.5; Kasuri methi 0.5; Cumin 1; Green beans 70; Cilantro 3; Sea salt 1.5",
  "jerk-chicken-rice-and-peas":
    "Chicken leg 180; Long-grain rice 70; Kidney beans 40; Coconut milk 40; Plantain 70; Scotch bonnet pepper 1.5; Allspice 1; Thyme 0.5; Green onion 8; Garlic 5; Lime 8; Brown sugar 4; Soy sauce 8",
  "korean-beef-bulgogi-bowl":
    "Beef sirloin 140; Short-grain rice 75; Soy sauce 15; Asian pear 25; Garlic 6; Sesame oil 5; Sesame seeds 2; Spinach 50; Carrot 40; Egg 50; Green onion 8; Rice vinegar 5",
  "maple-glazed-salmon":
    "Atlantic salmon 150; Wild rice blend 70; Maple syrup 12; Dijon mustard 6; Brussels sprouts 100; Shallot 15; Celery 20; Parsley 3; Lemon 10; Olive oil 8; Sea salt 1.5",
  "chicken-shawarma-bowl":
    "Chicken thigh 150; Long-grain rice 60; Turmeric 1; Garlic 6; Canola oil 8; Lemon 10; Bulgur wheat 25; Parsley 10; Tomato 50; Cucumber 50; Pickled turnip 20; Tahini 15; Seven spice 2",
  "peameal-bacon-breakfast-hash":
    "Peameal bacon 110; Potato 170; Red pepper 50; Onion 40; Eggs 100; Aged cheddar 25; Maple syrup 8; Grainy mustard 6; Chives 2",
  "turkey-meatballs-marinara":
    "Ground turkey 140; Whole-wheat penne 80; Crushed tomato 120; Breadcrumbs 12; Egg 10; Parmesan 12; Garlic 6; Onion 30; Basil 3; Oregano 0.5; Olive oil 8",
  "thai-green-curry-chicken":
    "Chicken breast 140; Jasmine rice 75; Coconut milk 90; Green curry paste 15; Bamboo shoots 40; Thai eggplant 50; Fish sauce 6; Palm sugar 4; Lime leaf 0.5; Thai basil 3",
  "chickpea-tikka-masala":
    "Chickpeas 130; Cauliflower 100; Brown basmati rice 70; Coconut milk 60; Tomato 80; Onion 40; Garlic 6; Ginger 5; Garam masala 3; Mustard seed 1; Cilantro 3",
  "mushroom-barley-risotto":
    "Pearl barley 80; Cremini mushroom 90; Oyster mushroom 50; Vegetable stock 180; White wine 20; Parmesan 20; Butter 12; Shallot 20; Thyme 0.5; Baby kale 30",
  "jollof-rice-grilled-chicken":
    "Chicken thigh 150; Long-grain parboiled rice 80; Tomato 90; Red pepper 50; Scotch bonnet pepper 1.5; Onion 40; Plantain 60; Thyme 0.5; Bay leaf 0.2; Curry powder 2",
  "shrimp-pad-thai":
    "Rice noodles 85; Shrimp 110; Egg 50; Tamarind 12; Fish sauce 10; Palm sugar 8; Tofu 40; Bean sprouts 50; Garlic chives 8; Peanuts 15; Lime 8",
  "beef-chili-cornbread":
    "Ground beef 120; Kidney beans 40; Black beans 40; Pinto beans 30; Tomato 100; Onion 40; Chili powder 3; Cumin 1.5; Cornmeal 30; Wheat flour 20; Egg 10; Buttermilk 25; Cheddar 15; Jalapeño 5",
  "lemon-herb-chicken-quinoa":
    "Chicken breast 150; Quinoa 70; Zucchini 110; Feta 25; Lemon 12; Parsley 5; Dill 2; Garlic 5; Olive oil 10; Sea salt 1.5",
  "miso-glazed-cod-soba":
    "Cod 150; Soba noodles 80; White miso 15; Mirin 10; Baby bok choy 90; Ginger 5; Green onion 8; Sesame oil 4; Sesame seeds 2",
  "piri-piri-chicken":
    "Chicken leg 180; Long-grain rice 60; Potato 90; Bird's-eye chili 2; Paprika 2; Garlic 6; Lemon 12; Tomato 50; Onion 30; Olive oil 10; Bay leaf 0.2",
  "chicken-souvlaki-lemon-potatoes":
    "Chicken breast 140; Potato 160; Lemon 15; Oregano 1; Garlic 6; Olive oil 12; Cucumber 40; Tomato 40; Red onion 15; Kalamata olive 12; Feta 20; Greek yogurt 30; Dill 2",
  "red-lentil-dal":
    "Red lentils 90; Brown rice 65; Spinach 50; Tomato 70; Onion 40; Garlic 6; Ginger 5; Turmeric 1; Cumin seed 1.5; Mustard seed 1; Shallot 15; Canola oil 10",
  "general-tso-tofu":
    "Firm tofu 160; Jasmine rice 75; Broccoli 100; Soy sauce 15; Rice vinegar 8; Cornstarch 8; Dried chili 1; Garlic 6; Ginger 5; Sesame oil 4; Sesame seeds 2",
  "black-bean-sweet-potato-enchiladas":
    "Corn tortillas 80; Black beans 90; Sweet potato 110; Tomatillo 60; Jalapeño 5; Monterey Jack 30; Onion 30; Cilantro 3; Cumin 1.5; Lime 8",
  "turkey-shepherds-pie":
    "Ground turkey 130; Potato 180; Carrot 40; Peas 30; Onion 30; Celery 20; Chicken stock 60; Wheat flour 6; Butter 10; Milk 30; Thyme 0.5; Rosemary 0.5",
  "pesto-chicken-penne":
    "Penne 90; Chicken breast 140; Basil 12; Pine nuts 8; Parmesan 15; Olive oil 14; Garlic 4; Cherry tomato 80; Lemon 6",
  "gochujang-pork-bowl":
    "Pork shoulder 140; Short-grain rice 75; Gochujang 18; Soy sauce 8; Honey 8; Garlic 6; Sesame oil 4; Sesame seeds 2; Broccolini 80; Daikon 40; Rice vinegar 6",
  "chicken-curry-roti":
    "Chicken thigh 150; Potato 90; Wheat flour 70; Split peas 25; Curry powder 4; Geera 1.5; Culantro 3; Garlic 6; Onion 40; Scotch bonnet pepper 1; Canola oil 12",
  "teriyaki-tofu-bowl":
    "Firm tofu 150; Brown rice 75; Edamame 50; Carrot 40; Red cabbage 40; Soy sauce 15; Mirin 10; Ginger 5; Garlic 5; Sesame seeds 2; Green onion 8",
  "falafel-bowl":
    "Chickpeas 120; Couscous 70; Parsley 12; Cilantro 8; Garlic 6; Cumin 1.5; Tahini 20; Lemon 12; Cucumber 50; Tomato 50; Red onion 15; Olive oil 12",
  "cajun-shrimp-grits":
    "Shrimp 130; Corn grits 70; White cheddar 25; Butter 12; Milk 80; Collard greens 70; Cajun spice 3; Garlic 5; Green onion 8; Lemon 8",
  "beef-bourguignon":
    "Beef chuck 150; Red wine 40; Beef stock 80; Mushroom 60; Pearl onion 40; Carrot 50; Wheat flour 6; Tomato paste 8; Potato 150; Butter 10; Milk 30; Thyme 0.5; Bay leaf 0.2",
  "harissa-chicken-couscous":
    "Chicken thigh 150; Pearl couscous 75; Harissa 15; Carrot 70; Greek yogurt 35; Mint 3; Parsley 5; Lemon 10; Garlic 5; Olive oil 10",
  "eggplant-parmesan":
    "Eggplant 160; Spaghetti 75; Breadcrumbs 20; Egg 20; Mozzarella 35; Parmesan 15; Crushed tomato 120; Garlic 5; Basil 3; Olive oil 14",
  "spinach-ricotta-cannelloni":
    "Pasta 80; Ricotta 90; Spinach 70; Mozzarella 30; Parmesan 15; Crushed tomato 120; Nutmeg 0.2; Garlic 5; Basil 3",
  "thai-red-curry-vegetables":
    "Firm tofu 120; Butternut squash 110; Green beans 70; Jasmine rice 70; Coconut milk 90; Vegan red curry paste 15; Lime leaf 0.5; Thai basil 3; Coconut sugar 5",
  "chicken-tinga-burrito-bowl":
    "Chicken thigh 140; Long-grain rice 70; Black beans 60; Corn 50; Chipotle pepper 6; Tomato 70; Onion 30; Cilantro 3; Lime 8; Cotija cheese 15",
  "brisket-mac-and-cheese":
    "Beef brisket 120; Macaroni 80; Aged cheddar 40; Milk 90; Butter 10; Wheat flour 8; Broccoli 70; Smoked paprika 1; Garlic 4; Mustard powder 1",
  "coconut-shrimp-curry":
    "Shrimp 130; Basmati rice 75; Coconut milk 100; Curry leaves 1; Mustard seed 1; Tamarind 8; Onion 40; Tomato 60; Ginger 5; Garlic 6; Kashmiri chili 2",
  "steak-chimichurri-cauliflower-mash":
    "Beef flank steak 160; Cauliflower 180; Green beans 80; Parsley 10; Oregano 1; Red wine vinegar 8; Garlic 5; Chili flakes 0.5; Olive oil 15; Sea salt 1.5",
  "herb-roasted-chicken-cauliflower-mash":
    "Chicken breast 160; Cauliflower 170; Broccoli 80; Butter 12; Cream 20; Chicken stock 30; Rosemary 0.5; Thyme 0.5; Garlic 5; Sea salt 1.5",
  "zucchini-noodle-turkey-bolognese":
    "Ground turkey 150; Zucchini 180; Crushed tomato 120; Carrot 30; Celery 25; Onion 30; Garlic 6; Parmesan 15; Basil 3; Oregano 0.5; Olive oil 10",
};

/** The recipe of a seeded dish, or none (an unknown slug). */
export function seedRecipe(slug: string): RecipeLine[] {
  const text = RECIPES[slug];
  if (!text) return [];
  return text.split(";").map((part) => {
    const match = /^\s*(.+?)\s+(\d+(?:\.\d)?)\s*$/.exec(part);
    if (!match) throw new Error(`Recipe line "${part}" of ${slug} is not "Ingredient grams".`);
    return { ingredient: match[1], grams: Number(match[2]) };
  });
}
