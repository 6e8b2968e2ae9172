"""Names, streets, breeds and clinics for demo records (a southwest Minnesota mix)."""
from __future__ import annotations

FIRST = ("Mary Patricia Linda Barbara Elizabeth Jennifer Maria Susan Margaret Dorothy Lisa Nancy Karen "
         "Betty Helen Sandra Donna Carol Ruth Sharon Michelle Laura Sarah Kimberly Deborah Jessica James "
         "John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew "
         "Anthony Donald Mark Paul Steven Andrew Kenneth Joshua Kevin Brian George Edward Ronald Timothy "
         "Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Maya "
         "Khadija Abdi Ana Jose Luis Mai Tou Ngoc Minh Emma Olivia Ava Sophia Isabella Mia Evelyn "
         "Harper Liam Noah Oliver Elijah Lucas Mason Logan Ethan Aiden Hodan Fartun Ayaan Yusuf Pa "
         "Kou Nou Chue Pheng Ingrid Solveig Gunnar Lars Nils Astrid Greta Hans Dieter Ilse Rosa Carmen "
         "Guadalupe Juan Carlos Miguel Alejandro Sofia Valentina Dylan Tyler Austin Brooke Megan "
         "Kayla Hannah Abigail Chloe Grace Natalie Victoria Leah Zoe Nora Hazel").split()
LAST = ("Johnson Anderson Nelson Peterson Olson Larson Hanson Swanson Carlson Erickson Schmidt Miller "
        "Schultz Meyer Mueller Hoffmann Becker Weber Wagner Klein Nguyen Vang Xiong Yang Lee Hernandez "
        "Garcia Martinez Lopez Gonzalez Hassan Ali Mohamed Ahmed Thao Moua Her Lor Kvistad Thorson "
        "Lindquist Sorensen Halvorson Bergstrom Dahl Engstrom Gustafson Lund Nordquist Smith Jones "
        "Brown Davis Wilson Moore Taylor Thomas Jackson White Harris Martin Thompson Robinson Clark "
        "Lewis Walker Hall Allen Young King Wright Scott Green Baker Adams Hill Ramirez Campbell "
        "Mitchell Roberts Carter Phillips Evans Turner Torres Parker Collins Edwards Stewart Flores "
        "Morris Murphy Rivera Cook Rogers Morgan Reed Bailey Bell Gomez Kelly Howard Ward Cox Diaz "
        "Richardson Wood Watson Brooks Bennett Gray James Reyes Cruz Hughes Price Myers Long Foster "
        "Sanders Ross Morales Powell Sullivan Russell Ortiz Jenkins Gutierrez Perry Butler Barnes "
        "Fisher Henderson Coleman Simmons Patterson Jordan Reynolds Hamilton Graham Kim Gonzales "
        "Alexander Ramos Wallace Griffin West Cole Hayes Chavez Gibson Bryant Ellis Stevens Murray "
        "Ford Marshall Owens McDonald Harrison Ruiz Kennedy Wells Vargas Henry Chen Freeman Webb "
        "Tucker Guzman Burns Crawford Olsen Jacobson Knutson Christensen Lindberg Rasmussen Madsen "
        "Haugen Berg Strand Moen Aasen Brekke Fjeld Ostby Kruger Zimmerman Schroeder Koch Bauer Richter "
        "Wolf Neumann Schwarz Braun Hofmann Lange Werner Krause Lehmann Farah Warsame Abdullahi Osman "
        "Yusuf Omar Jama Aden Hang Khang Kue Lo Cha Chang Pham Tran Le Vu Hoang Dang Bui Do Ngo").split()
ORGANISATIONS = ("Prairie Paws Rescue", "Lyon County Humane Society", "Southwest Minnesota Kennel Club",
                 "Nobles County Sheriff K-9 Unit", "Hillcrest Farm", "Sunny Acres Boarding",
                 "Tracy Veterinary Clinic", "Worthington Pet Supply", "Lake Okabena Stables",
                 "Walnut Grove Hobby Breeders")
STREETS = ("Morgan St", "Craig Ave", "Emory St", "State St", "Harvey St", "Fifth St", "Center St",
           "Union St", "Hollett St", "Rowe St", "Elm St", "Oxford St", "Humiston Ave", "Diagonal Rd",
           "Clary St", "Grand Ave", "Lake Ave", "McMillan St", "Ryan's Rd", "Knollwood Dr", "Oak St",
           "Maple Ave", "Pine St", "Cedar Ln", "Spruce St", "Birch Dr", "Prairie Ave", "Sunset Dr",
           "Highland Ave", "Park Ave", "Railroad St", "Front St", "Second Ave", "Third Ave", "Fourth St",
           "Lincoln Ave", "Washington St", "Jefferson St", "Church St", "School St", "Mill St",
           "Okabena St", "Shore Dr", "College Way", "Country Club Dr", "Viking Way", "Trailwood Ln")
DOG_NAMES = ("Max Bella Charlie Luna Cooper Daisy Buddy Lucy Rocky Molly Bear Sadie Duke Maggie Tucker "
             "Bailey Jack Lola Toby Rosie Zeus Penny Bentley Ruby Murphy Gus Winnie Koda Scout Rex Sasha "
             "Ranger Biscuit Moose Copper Ellie Hank Willow Dexter Roxy Bandit Harley Sophie Jake Ginger "
             "Diesel Chloe Riley Nala Thor Odin Freya Remy Otis Olive Ziggy Pepper Teddy Milo Louie").split()
CAT_NAMES = ("Oliver Leo Milo Simba Nala Cleo Kitty Shadow Smokey Tiger Mittens Pepper Jasper Salem "
             "Willow Ginger Boots Oreo Felix Misty Luna Lily Chester Gizmo Socks Patches Pumpkin Binx "
             "Loki Mochi Tux Whiskers Sassy Midnight Callie Jinx Marble Toffee Cinder Hazel").split()
DOG_BREEDS = ("Labrador Retriever", "German Shepherd", "Golden Retriever", "Beagle", "Boxer",
              "Australian Shepherd", "Siberian Husky", "Dachshund", "Shih Tzu", "Mixed breed",
              "Border Collie", "Pit Bull Terrier mix", "Yorkshire Terrier", "Chihuahua",
              "English Springer Spaniel", "Poodle", "Rottweiler", "Corgi", "Great Dane", "Lab mix")
CAT_BREEDS = ("Domestic Shorthair", "Domestic Longhair", "Maine Coon", "Siamese", "Tabby mix",
              "Domestic Mediumhair", "Ragdoll", "Russian Blue")
COLOURS = ("black", "brown", "white", "tan", "brindle", "black and white", "grey", "orange tabby",
           "tricolour", "yellow", "red", "calico", "tortoiseshell", "brown tabby", "cream", "merle")
VETS = (("Dr. Karen Lindahl", "Tracy Veterinary Clinic", "210 Fourth St, Tracy, MN"),
        ("Dr. Omar Farah", "Prairie Pet Hospital", "1100 Oxford St, Worthington, MN"),
        ("Dr. Beth Sorensen", "Lyon County Animal Clinic", "45 Main St, Marshall, MN"),
        ("Dr. Tou Xiong", "Nobles County Veterinary Service", "1620 Humiston Ave, Worthington, MN"),
        ("Dr. Greta Halvorson", "Walnut Grove Vet Clinic", "301 Main St, Walnut Grove, MN"))
VACCINES = (("Imrab 3", "Boehringer Ingelheim"), ("Rabvac 3", "Elanco"), ("Defensor 3", "Zoetis"),
            ("Nobivac 3-Rabies", "Merck"), ("Purevax Feline Rabies", "Boehringer Ingelheim"))
PLACES = {"tracy": ("Tracy", "56175"), "worthington": ("Worthington", "56187")}
