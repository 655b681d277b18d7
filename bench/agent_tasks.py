"""Agent-task bench: 30 multi-step requests over a Thai/English household folder, full turns, per model.

The folder (bench/agent_folder.py) is written into a temp dir; the tasks are bench/data/agent_tasks.json.
Each task runs as one turn (as `run.py ask --json` runs it) with a fresh workspect holding only todo.md.
A task succeeds when, with no error:
  - the right file(s) were used: every file in "uses" was read or cited (for find and list tasks, a
    rag_search hit counts too, since finding is the task);
  - the answer holds each "answer" group (any one of its phrasings; normalised like the answer eval);
  - for "writes": a file of that name was written in the workspect, holding every one of its words.
Goals with the default model: success ≥ 80 %, 0 context errors.

    .venv/bin/python bench/agent_tasks.py [--models qwen2.5-coder-0.5b,smollm2-135m] [--model NAME|PATH]
        [--tasks PATH]
        [--folder household|office|student|clinic|guesthouse|market|farm|garage|tutor|pharmacy|salon|freelance|bakery|rental|onlineshop|teacher]
        [--only ID,ID] [--threads N] [--out tasks.jsonl] [--embedder use|none]

--tasks runs another task file: over the household folder the tuning sets agent_tasks_dev2.json, _dev3.json and
_dev4.json (session 8's held-out set, tuned on since).
--folder chooses the folder the tasks run over: household (default, bench/agent_folder.py), office
(bench/agent_folder_office.py, a Chiang Mai family's work and shop papers, for its own set:
--tasks bench/data/agent_tasks_office_holdout.json --folder office) or student (bench/agent_folder_student.py,
a Khon Kaen nursing student's papers, session 10's held-out set, tuned on since:
--tasks bench/data/agent_tasks_student_holdout.json --folder student), clinic (bench/agent_folder_clinic.py,
a Hat Yai family's dental clinic and household papers, written blind in session 10, its held-out check, run once
and read since: --tasks bench/data/agent_tasks_clinic_holdout.json --folder clinic) or guesthouse
(bench/agent_folder_guesthouse.py, a Phuket couple's guesthouse and household papers, written blind in session 11
for its held-out check, run once (30 %) and read since:
--tasks bench/data/agent_tasks_guesthouse_holdout.json --folder guesthouse), market (bench/agent_folder_market.py,
a Korat family's noodle shop, market stall and household papers, written blind in session 13, run once (45 %) and
read since: --tasks bench/data/agent_tasks_market_holdout.json --folder market) or farm (bench/agent_folder_farm.py,
a Chanthaburi family's durian orchard and household papers, written blind in session 13 and run once on its final
code: --tasks bench/data/agent_tasks_farm_holdout.json --folder farm) or garage (bench/agent_folder_garage.py, a
Nakhon Si Thammarat family's car repair garage and household papers, written blind in session 14:
--tasks bench/data/agent_tasks_garage_holdout.json --folder garage) or tutor (bench/agent_folder_tutor.py, a
Chiang Mai translator and tutor's work and household papers, written blind in session 14:
--tasks bench/data/agent_tasks_tutor_holdout.json --folder tutor) or pharmacy (bench/agent_folder_pharmacy.py, an
Udon Thani pharmacist couple's pharmacy and household papers, written blind in session 14:
--tasks bench/data/agent_tasks_pharmacy_holdout.json --folder pharmacy) or salon (bench/agent_folder_salon.py, a
Nakhon Ratchasima hairdresser's beauty salon and household papers, written blind in session 15:
--tasks bench/data/agent_tasks_salon_holdout.json --folder salon) or freelance (bench/agent_folder_freelance.py,
a Chiang Rai freelance designer and video editor's work and household papers, written blind in session 15:
--tasks bench/data/agent_tasks_freelance_holdout.json --folder freelance) or bakery (bench/agent_folder_bakery.py,
a Phitsanulok home baker's cake shop and café, her mother's and son's papers, written blind in session 15:
--tasks bench/data/agent_tasks_bakery_holdout.json --folder bakery) or rental (bench/agent_folder_rental.py,
a Khon Kaen retired officer's four rental rooms, rice-field lease and household papers, written blind in
session 15: --tasks bench/data/agent_tasks_rental_holdout.json --folder rental) or onlineshop
(bench/agent_folder_onlineshop.py, a Nakhon Pathom online seller's handmade clothes shop, her sewing
helper's piece rates and household papers, written blind in session 15:
--tasks bench/data/agent_tasks_onlineshop_holdout.json --folder onlineshop) or teacher
(bench/agent_folder_teacher.py, a Nakhon Si Thammarat teacher's tutoring, parents'-association and household
papers, written blind in session 15: --tasks bench/data/agent_tasks_teacher_holdout.json --folder teacher).
Written blind in session 16, each with its own set (--tasks bench/data/agent_tasks_NAME_holdout.json --folder NAME):
travel (a Chiang Mai tour operator's work papers), renovation (a Nonthaburi family's house renovation papers),
printshop (a Khon Kaen print & sign shop's papers), dental (a Korat dentist's small clinic and household papers)
and condo (a Bangkok condominium juristic-person manager's work papers and a little of her household).
Written blind in session 17, the same way: cafe (a Chiang Mai specialty coffee shop that roasts and sells beans),
gym (a Hat Yai couple's fitness studio and household), accountant (an Udon Thani freelance bookkeeper's clients'
books and her household budget) and eldercare (a Nakhon Pathom daughter's papers of her father's care); later in
session 17, laundry (a Chiang Rai laundromat and wash-and-fold service, and her family's papers) and musicschool (a
Nakhon Ratchasima piano teacher's small music school and household notes).
Written blind in session 18, the same way: vetclinic (a Khon Kaen vet's small animal clinic, run with her husband),
wedding (a Chiang Mai freelance wedding planner's couples), daycare (a Nonthaburi home nursery of about 25 children)
and carrental (a small car rental near Phuket airport); later in session 18, photostudio (a Hat Yai couple's photo
studio) and insurance (a Nakhon Sawan freelance insurance agent's clients and household).
Written blind in session 19, the same way: florist (a Chiang Mai flower shop's wedding and funeral orders),
noodleshop (a Nonthaburi family noodle shop) and youthclub (a Chonburi youth football club's volunteer treasurer);
later in session 19, solar (a two-person solar panel installer in Ratchaburi).
Written blind in session 20, the same way: tailor (a Bang Rak family tailor and dressmaking shop), shrimp (a
Chachoengsao couple's shrimp farm), catering (a Khon Kaen home catering and lunch-box business) and schoolvan (a
Nonthaburi couple's school van service); later in session 20, phonerepair (two brothers' phone repair stall in a
Chiang Mai mall), massage (a Phuket Thai massage shop), retiree (a retired teacher couple in Hua Hin) and rubber (a
Surat Thani family rubber plantation).
Written blind in session 21, the same way: aircon (a Nonthaburi air-conditioner cleaning and repair technician),
temple (a Nakhon Ratchasima temple committee's treasurer), coffeeroaster (a Chiang Rai small coffee roaster),
motortaxi (a Bangkok motorcycle-taxi rider who also delivers food) and drivingschool (a Chonburi small driving
school).
Written blind late in session 21, run once in session 22 (on session 21's final code) and read since: villagefund (a
Khon Kaen village fund's treasurer).
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
from contextlib import nullcontext
from dataclasses import asdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench import (agent_folder_clinic, agent_folder_farm, agent_folder_freelance, agent_folder_garage,  # noqa: E402
                   agent_folder_guesthouse, agent_folder_market, agent_folder_office, agent_folder_pharmacy,
                   agent_folder_salon, agent_folder_student, agent_folder_tutor)
from bench import agent_folder_bakery  # noqa: E402
from bench import agent_folder_rental  # noqa: E402
from bench import agent_folder_onlineshop  # noqa: E402
from bench import agent_folder_teacher  # noqa: E402
from bench import agent_folder_condo, agent_folder_dental, agent_folder_printshop, agent_folder_renovation  # noqa: E402
from bench import agent_folder_travel  # noqa: E402
from bench import agent_folder_accountant, agent_folder_cafe, agent_folder_eldercare, agent_folder_gym  # noqa: E402
from bench import agent_folder_laundry, agent_folder_musicschool  # noqa: E402
from bench import agent_folder_carrental, agent_folder_daycare, agent_folder_vetclinic, agent_folder_wedding  # noqa: E402
from bench import agent_folder_insurance, agent_folder_photostudio  # noqa: E402
from bench import agent_folder_florist, agent_folder_noodleshop, agent_folder_solar, agent_folder_youthclub  # noqa: E402
from bench import agent_folder_catering, agent_folder_schoolvan, agent_folder_shrimp, agent_folder_tailor  # noqa: E402
from bench import agent_folder_massage, agent_folder_phonerepair, agent_folder_retiree, agent_folder_rubber  # noqa: E402
from bench import agent_folder_villagefund  # noqa: E402
from bench import agent_folder_weaving  # noqa: E402
from bench import agent_folder_fishing  # noqa: E402
from bench import agent_folder_ricemill  # noqa: E402
from bench import agent_folder_bikeshop  # noqa: E402
from bench import agent_folder_pawnshop  # noqa: E402
from bench import agent_folder_karaoke  # noqa: E402
from bench import agent_folder_mushroom  # noqa: E402
from bench import agent_folder_dormitory  # noqa: E402
from bench import agent_folder_hardware  # noqa: E402
from bench import agent_folder_orchard  # noqa: E402
from bench import agent_folder_tentrental  # noqa: E402
from bench import agent_folder_longtail  # noqa: E402
from bench import agent_folder_waterplant  # noqa: E402
from bench import agent_folder_pottery  # noqa: E402
from bench import agent_folder_diveshop  # noqa: E402
from bench import agent_folder_bookshop  # noqa: E402
from bench import agent_folder_icefactory  # noqa: E402
from bench import agent_folder_kindergarten  # noqa: E402
from bench import agent_folder_boatyard  # noqa: E402
from bench import agent_folder_beekeeper  # noqa: E402
from bench import agent_folder_copyshop  # noqa: E402
from bench import agent_folder_homestay  # noqa: E402
from bench import agent_folder_cookingschool  # noqa: E402
from bench import agent_folder_foodtruck  # noqa: E402
from bench import agent_folder_goldshop  # noqa: E402
from bench import agent_folder_carwash  # noqa: E402
from bench import agent_folder_badminton  # noqa: E402
from bench import agent_folder_tyreshop  # noqa: E402
from bench import agent_folder_printingpress  # noqa: E402
from bench import agent_folder_durian  # noqa: E402
from bench import agent_folder_yogastudio  # noqa: E402
from bench import agent_folder_seafoodstall  # noqa: E402
from bench import agent_folder_furniture  # noqa: E402
from bench import agent_folder_minivan  # noqa: E402
from bench import agent_folder_herbalspa  # noqa: E402
from bench import agent_folder_petshop  # noqa: E402
from bench import agent_folder_stationery  # noqa: E402
from bench import agent_folder_optician  # noqa: E402
from bench import agent_folder_coworking  # noqa: E402
from bench import agent_folder_recycling  # noqa: E402
from bench import agent_folder_aquarium  # noqa: E402
from bench import agent_folder_watchrepair  # noqa: E402
from bench import agent_folder_locksmith  # noqa: E402
from bench import agent_folder_funeral  # noqa: E402
from bench import agent_folder_orchid  # noqa: E402
from bench import agent_folder_fishsauce  # noqa: E402
from bench import agent_folder_tuktuk  # noqa: E402
from bench import agent_folder_icecream  # noqa: E402
from bench import agent_folder_screenprint  # noqa: E402
from bench import agent_folder_pigfarm  # noqa: E402
from bench import agent_folder_barber  # noqa: E402
from bench import agent_folder_mangoexport  # noqa: E402
from bench import agent_folder_muaythai  # noqa: E402
from bench import agent_folder_coconut  # noqa: E402
from bench import agent_folder_saltfarm  # noqa: E402
from bench import agent_folder_signshop  # noqa: E402
from bench import agent_folder_rooftopbar  # noqa: E402
from bench import agent_folder_streetfood  # noqa: E402
from bench import agent_folder_bookbinding  # noqa: E402
from bench import agent_folder_incense  # noqa: E402
from bench import agent_folder_batik  # noqa: E402
from bench import agent_folder_cattlefarm  # noqa: E402
from bench import agent_folder_sugarcane  # noqa: E402
from bench import agent_folder_courier  # noqa: E402
from bench import agent_folder_pestcontrol  # noqa: E402
from bench import agent_folder_translation  # noqa: E402
from bench import agent_folder_elephantcamp  # noqa: E402
from bench import agent_folder_plumber  # noqa: E402
from bench import agent_folder_escaperoom  # noqa: E402
from bench import agent_folder_charcoal  # noqa: E402
from bench import agent_folder_ferry  # noqa: E402
from bench import agent_folder_tattoo  # noqa: E402
from bench import agent_folder_kayaktour  # noqa: E402
from bench import agent_folder_glazier  # noqa: E402
from bench import agent_folder_brewery  # noqa: E402
from bench import agent_folder_tofu  # noqa: E402
from bench import agent_folder_nailsalon  # noqa: E402
from bench import agent_folder_campsite  # noqa: E402
from bench import agent_folder_welding  # noqa: E402
from bench import agent_folder_vineyard  # noqa: E402
from bench import agent_folder_chocolate  # noqa: E402
from bench import agent_folder_silversmith  # noqa: E402
from bench import agent_folder_soundrental  # noqa: E402
from bench import agent_folder_scaffolding  # noqa: E402
from bench import agent_folder_billiards  # noqa: E402
from bench import agent_folder_woodcarving  # noqa: E402
from bench import agent_folder_bowling  # noqa: E402
from bench import agent_folder_tiledealer  # noqa: E402
from bench import agent_folder_cycletour  # noqa: E402
from bench import agent_folder_dimsum  # noqa: E402
from bench import agent_folder_foundry  # noqa: E402
from bench import agent_folder_papermill  # noqa: E402
from bench import agent_folder_busdepot  # noqa: E402
from bench import agent_folder_shoerepair  # noqa: E402
from bench import agent_folder_teaplantation  # noqa: E402
from bench import agent_folder_lacquerware  # noqa: E402
from bench import agent_folder_eggfarm  # noqa: E402
from bench import agent_folder_sawmill  # noqa: E402
from bench import agent_folder_cannery  # noqa: E402
from bench import agent_folder_plantnursery  # noqa: E402
from bench import agent_folder_radiostation  # noqa: E402
from bench import agent_folder_fruitstall  # noqa: E402
from bench import agent_folder_cinema  # noqa: E402
from bench import agent_folder_duckfarm  # noqa: E402
from bench import agent_folder_bambooware  # noqa: E402
from bench import agent_folder_gasstation  # noqa: E402
from bench import agent_folder_weddingband  # noqa: E402
from bench import agent_folder_minimart  # noqa: E402
from bench import agent_folder_tilapia  # noqa: E402
from bench import agent_folder_noodlefactory  # noqa: E402
from bench import agent_folder_futsal  # noqa: E402
from bench import agent_folder_rescuefoundation  # noqa: E402
from bench import agent_folder_palmsugar  # noqa: E402
from bench import agent_folder_feedstore  # noqa: E402
from bench import agent_folder_artgallery  # noqa: E402
from bench import agent_folder_embroidery  # noqa: E402
from bench import agent_folder_dancestudio  # noqa: E402
from bench import agent_folder_cassava  # noqa: E402
from bench import agent_folder_soapmaker  # noqa: E402
from bench import agent_folder_electricalshop  # noqa: E402
from bench import agent_folder_schoolcanteen  # noqa: E402
from bench import agent_folder_lotusfarm  # noqa: E402
from bench import agent_folder_cropdrone  # noqa: E402
from bench import agent_folder_mattress  # noqa: E402
from bench import agent_folder_hydroponic  # noqa: E402
from bench import agent_folder_bubbletea  # noqa: E402
from bench import agent_folder_lpgshop  # noqa: E402
from bench import agent_folder_cctvinstaller  # noqa: E402
from bench import agent_folder_usedcars  # noqa: E402
from bench import agent_folder_poolservice  # noqa: E402
from bench import agent_folder_amulet  # noqa: E402
from bench import agent_folder_driedfruit  # noqa: E402
from bench import agent_folder_dentallab  # noqa: E402
from bench import agent_folder_frozenfood  # noqa: E402
from bench import agent_folder_motorbikeshop  # noqa: E402
from bench import agent_folder_aluminium  # noqa: E402
from bench import agent_folder_harvester  # noqa: E402
from bench import agent_folder_caraudio  # noqa: E402
from bench import agent_folder_doggrooming  # noqa: E402
from bench import agent_folder_sandpit  # noqa: E402
from bench import agent_folder_architect  # noqa: E402
from bench import agent_folder_mookata  # noqa: E402
from bench import agent_folder_ricecracker  # noqa: E402
from bench import agent_folder_goatfarm  # noqa: E402
from bench import agent_folder_frameshop  # noqa: E402
from bench import agent_folder_stonemason  # noqa: E402
from bench import agent_folder_autoparts  # noqa: E402
from bench import agent_folder_melonfarm  # noqa: E402
from bench import agent_folder_gamecafe  # noqa: E402
from bench import agent_folder_crickets  # noqa: E402
from bench import agent_folder_movers  # noqa: E402
from bench import agent_folder_seedshop  # noqa: E402
from bench import agent_folder_tractorrepair  # noqa: E402
from bench import agent_folder_uniformshop  # noqa: E402
from bench import agent_folder_chilipaste  # noqa: E402
from bench import agent_folder_vegfarm  # noqa: E402
from bench import agent_folder_eventorganizer  # noqa: E402
from bench import agent_folder_bridalrental  # noqa: E402
from bench import agent_folder_guitarshop  # noqa: E402
from bench import agent_folder_songthaew  # noqa: E402
from bench import agent_folder_fishball  # noqa: E402
from bench import agent_folder_sportsshop  # noqa: E402
from bench import agent_folder_khanomjeen  # noqa: E402
from bench import agent_folder_printing3d  # noqa: E402
from bench import agent_folder_lychee  # noqa: E402
from bench import agent_folder_cleaningservice  # noqa: E402
from bench import agent_folder_quailfarm  # noqa: E402
from bench import agent_folder_languageschool  # noqa: E402
from bench import agent_folder_roofing  # noqa: E402
from bench import agent_folder_beautyclinic  # noqa: E402
from bench import agent_folder_shrimppaste  # noqa: E402
from bench import agent_folder_catcafe  # noqa: E402
from bench import agent_folder_silkfarm  # noqa: E402
from bench import agent_folder_physio  # noqa: E402
from bench import agent_folder_lawoffice  # noqa: E402
from bench import agent_folder_curtainshop  # noqa: E402
from bench import agent_folder_swimschool  # noqa: E402
from bench import agent_folder_scooterrental  # noqa: E402
from bench import agent_folder_bakerysupply  # noqa: E402
from bench import agent_folder_fishingpark  # noqa: E402
from bench import agent_folder_cramschool  # noqa: E402
from bench import agent_folder_nursingagency  # noqa: E402
from bench import agent_folder_shabu  # noqa: E402
from bench import agent_folder_tourguide  # noqa: E402
from bench import agent_folder_cementblock  # noqa: E402
from bench import agent_folder_dogbreeder  # noqa: E402
from bench import agent_folder_newparents  # noqa: E402
from bench import agent_folder_kombucha  # noqa: E402
from bench import agent_folder_tennisclub  # noqa: E402
from bench import agent_folder_interiordesign  # noqa: E402
from bench import agent_folder_frogfarm  # noqa: E402
from bench import agent_folder_youtuber  # noqa: E402
from bench import agent_folder_hostel  # noqa: E402
from bench import agent_folder_taxidriver  # noqa: E402
from bench import agent_folder_sewingfactory  # noqa: E402
from bench import agent_folder_cosmeticshop  # noqa: E402
from bench import agent_folder_fitnesstrainer  # noqa: E402
from bench import agent_folder_ricefarmer  # noqa: E402
from bench import agent_folder_carpenter  # noqa: E402
from bench import agent_folder_pharmarep  # noqa: E402
from bench import agent_folder_bordertrader  # noqa: E402
from bench import agent_folder_flightattendant  # noqa: E402
from bench import agent_folder_hospitalnurse  # noqa: E402
from bench import agent_folder_inkrefill  # noqa: E402
from bench import agent_folder_kitesurf  # noqa: E402
from bench import agent_folder_pianotuner  # noqa: E402
from bench import agent_folder_koifarm  # noqa: E402
from bench import agent_folder_ricepaper  # noqa: E402
from bench import agent_folder_landscaper  # noqa: E402
from bench import agent_folder_phonecase  # noqa: E402
from bench import agent_folder_coffeecart  # noqa: E402
from bench import agent_folder_freightforwarder  # noqa: E402
from bench import agent_folder_birdsnest  # noqa: E402
from bench import agent_folder_umbrella  # noqa: E402
from bench import agent_folder_securityguard  # noqa: E402
from bench import agent_folder_pethotel  # noqa: E402
from bench import agent_folder_catfish  # noqa: E402
from bench import agent_folder_golfcaddy  # noqa: E402
from bench import agent_folder_cartint  # noqa: E402
from bench import agent_folder_bonsai  # noqa: E402
from bench import agent_folder_lottery  # noqa: E402
from bench import agent_folder_paramedic  # noqa: E402
from bench import agent_folder_beachchair  # noqa: E402
from bench import agent_folder_welldrill  # noqa: E402
from bench import agent_folder_rattan  # noqa: E402
from bench import agent_folder_retreat  # noqa: E402
from bench import agent_folder_cakeshop  # noqa: E402
from bench import agent_folder_aircon, agent_folder_coffeeroaster, agent_folder_motortaxi, agent_folder_temple  # noqa: E402
from bench import agent_folder_drivingschool  # noqa: E402
from bench.agent_folder import seed_workspect, write_folder  # noqa: E402
from tests.eval.agent_turns import RunError, model_names, open_runtime, percent, run_turn, side_by_side  # noqa: E402
from tests.eval.answer_checks import contains_gold  # noqa: E402

TASKS = Path(__file__).with_name("data") / "agent_tasks.json"
GOAL = 80
FOUND_IS_USE = ("find", "list")  # kinds where finding a file is the whole job
CONTEXT_ERROR = re.compile(r"context|exceed", re.IGNORECASE)
FOLDERS = {"household": (write_folder, seed_workspect),  # --folder: what writes the documents, what seeds a workspect
           "office": (agent_folder_office.write_folder, agent_folder_office.seed_workspect),
           "student": (agent_folder_student.write_folder, agent_folder_student.seed_workspect),
           "clinic": (agent_folder_clinic.write_folder, agent_folder_clinic.seed_workspect),
           "guesthouse": (agent_folder_guesthouse.write_folder, agent_folder_guesthouse.seed_workspect),
           "market": (agent_folder_market.write_folder, agent_folder_market.seed_workspect),
           "farm": (agent_folder_farm.write_folder, agent_folder_farm.seed_workspect),
           "garage": (agent_folder_garage.write_folder, agent_folder_garage.seed_workspect),
           "tutor": (agent_folder_tutor.write_folder, agent_folder_tutor.seed_workspect),
           "pharmacy": (agent_folder_pharmacy.write_folder, agent_folder_pharmacy.seed_workspect),
           "salon": (agent_folder_salon.write_folder, agent_folder_salon.seed_workspect),
           "freelance": (agent_folder_freelance.write_folder, agent_folder_freelance.seed_workspect),
           "bakery": (agent_folder_bakery.write_folder, agent_folder_bakery.seed_workspect),
           "rental": (agent_folder_rental.write_folder, agent_folder_rental.seed_workspect),
           "onlineshop": (agent_folder_onlineshop.write_folder, agent_folder_onlineshop.seed_workspect),
           "teacher": (agent_folder_teacher.write_folder, agent_folder_teacher.seed_workspect),
           "travel": (agent_folder_travel.write_folder, agent_folder_travel.seed_workspect),
           "renovation": (agent_folder_renovation.write_folder, agent_folder_renovation.seed_workspect),
           "printshop": (agent_folder_printshop.write_folder, agent_folder_printshop.seed_workspect),
           "dental": (agent_folder_dental.write_folder, agent_folder_dental.seed_workspect),
           "condo": (agent_folder_condo.write_folder, agent_folder_condo.seed_workspect),
           "cafe": (agent_folder_cafe.write_folder, agent_folder_cafe.seed_workspect),
           "gym": (agent_folder_gym.write_folder, agent_folder_gym.seed_workspect),
           "accountant": (agent_folder_accountant.write_folder, agent_folder_accountant.seed_workspect),
           "eldercare": (agent_folder_eldercare.write_folder, agent_folder_eldercare.seed_workspect),
           "laundry": (agent_folder_laundry.write_folder, agent_folder_laundry.seed_workspect),
           "musicschool": (agent_folder_musicschool.write_folder, agent_folder_musicschool.seed_workspect),
           "vetclinic": (agent_folder_vetclinic.write_folder, agent_folder_vetclinic.seed_workspect),
           "wedding": (agent_folder_wedding.write_folder, agent_folder_wedding.seed_workspect),
           "daycare": (agent_folder_daycare.write_folder, agent_folder_daycare.seed_workspect),
           "carrental": (agent_folder_carrental.write_folder, agent_folder_carrental.seed_workspect),
           "photostudio": (agent_folder_photostudio.write_folder, agent_folder_photostudio.seed_workspect),
           "insurance": (agent_folder_insurance.write_folder, agent_folder_insurance.seed_workspect),
           "florist": (agent_folder_florist.write_folder, agent_folder_florist.seed_workspect),
           "noodleshop": (agent_folder_noodleshop.write_folder, agent_folder_noodleshop.seed_workspect),
           "youthclub": (agent_folder_youthclub.write_folder, agent_folder_youthclub.seed_workspect),
           "solar": (agent_folder_solar.write_folder, agent_folder_solar.seed_workspect),
           "tailor": (agent_folder_tailor.write_folder, agent_folder_tailor.seed_workspect),
           "shrimp": (agent_folder_shrimp.write_folder, agent_folder_shrimp.seed_workspect),
           "catering": (agent_folder_catering.write_folder, agent_folder_catering.seed_workspect),
           "schoolvan": (agent_folder_schoolvan.write_folder, agent_folder_schoolvan.seed_workspect),
           "phonerepair": (agent_folder_phonerepair.write_folder, agent_folder_phonerepair.seed_workspect),
           "massage": (agent_folder_massage.write_folder, agent_folder_massage.seed_workspect),
           "retiree": (agent_folder_retiree.write_folder, agent_folder_retiree.seed_workspect),
           "rubber": (agent_folder_rubber.write_folder, agent_folder_rubber.seed_workspect),
           "aircon": (agent_folder_aircon.write_folder, agent_folder_aircon.seed_workspect),
           "temple": (agent_folder_temple.write_folder, agent_folder_temple.seed_workspect),
           "coffeeroaster": (agent_folder_coffeeroaster.write_folder, agent_folder_coffeeroaster.seed_workspect),
           "motortaxi": (agent_folder_motortaxi.write_folder, agent_folder_motortaxi.seed_workspect),
           "drivingschool": (agent_folder_drivingschool.write_folder, agent_folder_drivingschool.seed_workspect),
           "villagefund": (agent_folder_villagefund.write_folder, agent_folder_villagefund.seed_workspect),
           "weaving": (agent_folder_weaving.write_folder, agent_folder_weaving.seed_workspect),
           "fishing": (agent_folder_fishing.write_folder, agent_folder_fishing.seed_workspect),
           "ricemill": (agent_folder_ricemill.write_folder, agent_folder_ricemill.seed_workspect),
           "bikeshop": (agent_folder_bikeshop.write_folder, agent_folder_bikeshop.seed_workspect),
           "pawnshop": (agent_folder_pawnshop.write_folder, agent_folder_pawnshop.seed_workspect),
           "karaoke": (agent_folder_karaoke.write_folder, agent_folder_karaoke.seed_workspect),
           "mushroom": (agent_folder_mushroom.write_folder, agent_folder_mushroom.seed_workspect),
           "dormitory": (agent_folder_dormitory.write_folder, agent_folder_dormitory.seed_workspect),
           "hardware": (agent_folder_hardware.write_folder, agent_folder_hardware.seed_workspect),
           "orchard": (agent_folder_orchard.write_folder, agent_folder_orchard.seed_workspect),
           "tentrental": (agent_folder_tentrental.write_folder, agent_folder_tentrental.seed_workspect),
           "longtail": (agent_folder_longtail.write_folder, agent_folder_longtail.seed_workspect),
           "waterplant": (agent_folder_waterplant.write_folder, agent_folder_waterplant.seed_workspect),
           "pottery": (agent_folder_pottery.write_folder, agent_folder_pottery.seed_workspect),
           "diveshop": (agent_folder_diveshop.write_folder, agent_folder_diveshop.seed_workspect),
           "bookshop": (agent_folder_bookshop.write_folder, agent_folder_bookshop.seed_workspect),
           "icefactory": (agent_folder_icefactory.write_folder, agent_folder_icefactory.seed_workspect),
           "kindergarten": (agent_folder_kindergarten.write_folder, agent_folder_kindergarten.seed_workspect),
           "boatyard": (agent_folder_boatyard.write_folder, agent_folder_boatyard.seed_workspect),
           "beekeeper": (agent_folder_beekeeper.write_folder, agent_folder_beekeeper.seed_workspect),
           "copyshop": (agent_folder_copyshop.write_folder, agent_folder_copyshop.seed_workspect),
           "homestay": (agent_folder_homestay.write_folder, agent_folder_homestay.seed_workspect),
           "cookingschool": (agent_folder_cookingschool.write_folder, agent_folder_cookingschool.seed_workspect),
           "foodtruck": (agent_folder_foodtruck.write_folder, agent_folder_foodtruck.seed_workspect),
           "goldshop": (agent_folder_goldshop.write_folder, agent_folder_goldshop.seed_workspect),
           "carwash": (agent_folder_carwash.write_folder, agent_folder_carwash.seed_workspect),
           "badminton": (agent_folder_badminton.write_folder, agent_folder_badminton.seed_workspect),
           "tyreshop": (agent_folder_tyreshop.write_folder, agent_folder_tyreshop.seed_workspect),
           "printingpress": (agent_folder_printingpress.write_folder, agent_folder_printingpress.seed_workspect),
           "durian": (agent_folder_durian.write_folder, agent_folder_durian.seed_workspect),
           "yogastudio": (agent_folder_yogastudio.write_folder, agent_folder_yogastudio.seed_workspect),
           "seafoodstall": (agent_folder_seafoodstall.write_folder, agent_folder_seafoodstall.seed_workspect),
           "furniture": (agent_folder_furniture.write_folder, agent_folder_furniture.seed_workspect),
           "minivan": (agent_folder_minivan.write_folder, agent_folder_minivan.seed_workspect),
           "herbalspa": (agent_folder_herbalspa.write_folder, agent_folder_herbalspa.seed_workspect),
           "petshop": (agent_folder_petshop.write_folder, agent_folder_petshop.seed_workspect),
           "stationery": (agent_folder_stationery.write_folder, agent_folder_stationery.seed_workspect),
           "optician": (agent_folder_optician.write_folder, agent_folder_optician.seed_workspect),
           "coworking": (agent_folder_coworking.write_folder, agent_folder_coworking.seed_workspect),
           "recycling": (agent_folder_recycling.write_folder, agent_folder_recycling.seed_workspect),
           "aquarium": (agent_folder_aquarium.write_folder, agent_folder_aquarium.seed_workspect),
           "watchrepair": (agent_folder_watchrepair.write_folder, agent_folder_watchrepair.seed_workspect),
           "locksmith": (agent_folder_locksmith.write_folder, agent_folder_locksmith.seed_workspect),
           "funeral": (agent_folder_funeral.write_folder, agent_folder_funeral.seed_workspect),
           "orchid": (agent_folder_orchid.write_folder, agent_folder_orchid.seed_workspect),
           "fishsauce": (agent_folder_fishsauce.write_folder, agent_folder_fishsauce.seed_workspect),
           "tuktuk": (agent_folder_tuktuk.write_folder, agent_folder_tuktuk.seed_workspect),
           "icecream": (agent_folder_icecream.write_folder, agent_folder_icecream.seed_workspect),
           "screenprint": (agent_folder_screenprint.write_folder, agent_folder_screenprint.seed_workspect),
           "pigfarm": (agent_folder_pigfarm.write_folder, agent_folder_pigfarm.seed_workspect),
           "barber": (agent_folder_barber.write_folder, agent_folder_barber.seed_workspect),
           "mangoexport": (agent_folder_mangoexport.write_folder, agent_folder_mangoexport.seed_workspect),
           "muaythai": (agent_folder_muaythai.write_folder, agent_folder_muaythai.seed_workspect),
           "coconut": (agent_folder_coconut.write_folder, agent_folder_coconut.seed_workspect),
           "saltfarm": (agent_folder_saltfarm.write_folder, agent_folder_saltfarm.seed_workspect),
           "signshop": (agent_folder_signshop.write_folder, agent_folder_signshop.seed_workspect),
           "rooftopbar": (agent_folder_rooftopbar.write_folder, agent_folder_rooftopbar.seed_workspect),
           "streetfood": (agent_folder_streetfood.write_folder, agent_folder_streetfood.seed_workspect),
           "bookbinding": (agent_folder_bookbinding.write_folder, agent_folder_bookbinding.seed_workspect),
           "incense": (agent_folder_incense.write_folder, agent_folder_incense.seed_workspect),
           "batik": (agent_folder_batik.write_folder, agent_folder_batik.seed_workspect),
           "cattlefarm": (agent_folder_cattlefarm.write_folder, agent_folder_cattlefarm.seed_workspect),
           "sugarcane": (agent_folder_sugarcane.write_folder, agent_folder_sugarcane.seed_workspect),
           "courier": (agent_folder_courier.write_folder, agent_folder_courier.seed_workspect),
           "pestcontrol": (agent_folder_pestcontrol.write_folder, agent_folder_pestcontrol.seed_workspect),
           "translation": (agent_folder_translation.write_folder, agent_folder_translation.seed_workspect),
           "elephantcamp": (agent_folder_elephantcamp.write_folder, agent_folder_elephantcamp.seed_workspect),
           "plumber": (agent_folder_plumber.write_folder, agent_folder_plumber.seed_workspect),
           "escaperoom": (agent_folder_escaperoom.write_folder, agent_folder_escaperoom.seed_workspect),
           "charcoal": (agent_folder_charcoal.write_folder, agent_folder_charcoal.seed_workspect),
           "ferry": (agent_folder_ferry.write_folder, agent_folder_ferry.seed_workspect),
           "tattoo": (agent_folder_tattoo.write_folder, agent_folder_tattoo.seed_workspect),
           "kayaktour": (agent_folder_kayaktour.write_folder, agent_folder_kayaktour.seed_workspect),
           "glazier": (agent_folder_glazier.write_folder, agent_folder_glazier.seed_workspect),
           "brewery": (agent_folder_brewery.write_folder, agent_folder_brewery.seed_workspect),
           "tofu": (agent_folder_tofu.write_folder, agent_folder_tofu.seed_workspect),
           "nailsalon": (agent_folder_nailsalon.write_folder, agent_folder_nailsalon.seed_workspect),
           "campsite": (agent_folder_campsite.write_folder, agent_folder_campsite.seed_workspect),
           "welding": (agent_folder_welding.write_folder, agent_folder_welding.seed_workspect),
           "vineyard": (agent_folder_vineyard.write_folder, agent_folder_vineyard.seed_workspect),
           "chocolate": (agent_folder_chocolate.write_folder, agent_folder_chocolate.seed_workspect),
           "silversmith": (agent_folder_silversmith.write_folder, agent_folder_silversmith.seed_workspect),
           "soundrental": (agent_folder_soundrental.write_folder, agent_folder_soundrental.seed_workspect),
           "scaffolding": (agent_folder_scaffolding.write_folder, agent_folder_scaffolding.seed_workspect),
           "billiards": (agent_folder_billiards.write_folder, agent_folder_billiards.seed_workspect),
           "woodcarving": (agent_folder_woodcarving.write_folder, agent_folder_woodcarving.seed_workspect),
           "bowling": (agent_folder_bowling.write_folder, agent_folder_bowling.seed_workspect),
           "tiledealer": (agent_folder_tiledealer.write_folder, agent_folder_tiledealer.seed_workspect),
           "cycletour": (agent_folder_cycletour.write_folder, agent_folder_cycletour.seed_workspect),
           "dimsum": (agent_folder_dimsum.write_folder, agent_folder_dimsum.seed_workspect),
           "foundry": (agent_folder_foundry.write_folder, agent_folder_foundry.seed_workspect),
           "papermill": (agent_folder_papermill.write_folder, agent_folder_papermill.seed_workspect),
           "busdepot": (agent_folder_busdepot.write_folder, agent_folder_busdepot.seed_workspect),
           "shoerepair": (agent_folder_shoerepair.write_folder, agent_folder_shoerepair.seed_workspect),
           "teaplantation": (agent_folder_teaplantation.write_folder, agent_folder_teaplantation.seed_workspect),
           "lacquerware": (agent_folder_lacquerware.write_folder, agent_folder_lacquerware.seed_workspect),
           "eggfarm": (agent_folder_eggfarm.write_folder, agent_folder_eggfarm.seed_workspect),
           "sawmill": (agent_folder_sawmill.write_folder, agent_folder_sawmill.seed_workspect),
           "cannery": (agent_folder_cannery.write_folder, agent_folder_cannery.seed_workspect),
           "plantnursery": (agent_folder_plantnursery.write_folder, agent_folder_plantnursery.seed_workspect),
           "radiostation": (agent_folder_radiostation.write_folder, agent_folder_radiostation.seed_workspect),
           "fruitstall": (agent_folder_fruitstall.write_folder, agent_folder_fruitstall.seed_workspect),
           "cinema": (agent_folder_cinema.write_folder, agent_folder_cinema.seed_workspect),
           "duckfarm": (agent_folder_duckfarm.write_folder, agent_folder_duckfarm.seed_workspect),
           "bambooware": (agent_folder_bambooware.write_folder, agent_folder_bambooware.seed_workspect),
           "gasstation": (agent_folder_gasstation.write_folder, agent_folder_gasstation.seed_workspect),
           "weddingband": (agent_folder_weddingband.write_folder, agent_folder_weddingband.seed_workspect),
           "minimart": (agent_folder_minimart.write_folder, agent_folder_minimart.seed_workspect),
           "tilapia": (agent_folder_tilapia.write_folder, agent_folder_tilapia.seed_workspect),
           "noodlefactory": (agent_folder_noodlefactory.write_folder, agent_folder_noodlefactory.seed_workspect),
           "futsal": (agent_folder_futsal.write_folder, agent_folder_futsal.seed_workspect),
           "rescuefoundation": (agent_folder_rescuefoundation.write_folder, agent_folder_rescuefoundation.seed_workspect),
           "palmsugar": (agent_folder_palmsugar.write_folder, agent_folder_palmsugar.seed_workspect),
           "feedstore": (agent_folder_feedstore.write_folder, agent_folder_feedstore.seed_workspect),
           "artgallery": (agent_folder_artgallery.write_folder, agent_folder_artgallery.seed_workspect),
           "embroidery": (agent_folder_embroidery.write_folder, agent_folder_embroidery.seed_workspect),
           "dancestudio": (agent_folder_dancestudio.write_folder, agent_folder_dancestudio.seed_workspect),
           "cassava": (agent_folder_cassava.write_folder, agent_folder_cassava.seed_workspect),
           "soapmaker": (agent_folder_soapmaker.write_folder, agent_folder_soapmaker.seed_workspect),
           "electricalshop": (agent_folder_electricalshop.write_folder, agent_folder_electricalshop.seed_workspect),
           "schoolcanteen": (agent_folder_schoolcanteen.write_folder, agent_folder_schoolcanteen.seed_workspect),
           "lotusfarm": (agent_folder_lotusfarm.write_folder, agent_folder_lotusfarm.seed_workspect),
           "cropdrone": (agent_folder_cropdrone.write_folder, agent_folder_cropdrone.seed_workspect),
           "mattress": (agent_folder_mattress.write_folder, agent_folder_mattress.seed_workspect),
           "hydroponic": (agent_folder_hydroponic.write_folder, agent_folder_hydroponic.seed_workspect),
           "bubbletea": (agent_folder_bubbletea.write_folder, agent_folder_bubbletea.seed_workspect),
           "lpgshop": (agent_folder_lpgshop.write_folder, agent_folder_lpgshop.seed_workspect),
           "cctvinstaller": (agent_folder_cctvinstaller.write_folder, agent_folder_cctvinstaller.seed_workspect),
           "usedcars": (agent_folder_usedcars.write_folder, agent_folder_usedcars.seed_workspect),
           "poolservice": (agent_folder_poolservice.write_folder, agent_folder_poolservice.seed_workspect),
           "amulet": (agent_folder_amulet.write_folder, agent_folder_amulet.seed_workspect),
           "driedfruit": (agent_folder_driedfruit.write_folder, agent_folder_driedfruit.seed_workspect),
           "dentallab": (agent_folder_dentallab.write_folder, agent_folder_dentallab.seed_workspect),
           "frozenfood": (agent_folder_frozenfood.write_folder, agent_folder_frozenfood.seed_workspect),
           "motorbikeshop": (agent_folder_motorbikeshop.write_folder, agent_folder_motorbikeshop.seed_workspect),
           "aluminium": (agent_folder_aluminium.write_folder, agent_folder_aluminium.seed_workspect),
           "harvester": (agent_folder_harvester.write_folder, agent_folder_harvester.seed_workspect),
           "caraudio": (agent_folder_caraudio.write_folder, agent_folder_caraudio.seed_workspect),
           "doggrooming": (agent_folder_doggrooming.write_folder, agent_folder_doggrooming.seed_workspect),
           "sandpit": (agent_folder_sandpit.write_folder, agent_folder_sandpit.seed_workspect),
           "architect": (agent_folder_architect.write_folder, agent_folder_architect.seed_workspect),
           "mookata": (agent_folder_mookata.write_folder, agent_folder_mookata.seed_workspect),
           "ricecracker": (agent_folder_ricecracker.write_folder, agent_folder_ricecracker.seed_workspect),
           "goatfarm": (agent_folder_goatfarm.write_folder, agent_folder_goatfarm.seed_workspect),
           "frameshop": (agent_folder_frameshop.write_folder, agent_folder_frameshop.seed_workspect),
           "stonemason": (agent_folder_stonemason.write_folder, agent_folder_stonemason.seed_workspect),
           "autoparts": (agent_folder_autoparts.write_folder, agent_folder_autoparts.seed_workspect),
           "melonfarm": (agent_folder_melonfarm.write_folder, agent_folder_melonfarm.seed_workspect),
           "gamecafe": (agent_folder_gamecafe.write_folder, agent_folder_gamecafe.seed_workspect),
           "crickets": (agent_folder_crickets.write_folder, agent_folder_crickets.seed_workspect),
           "movers": (agent_folder_movers.write_folder, agent_folder_movers.seed_workspect),
           "seedshop": (agent_folder_seedshop.write_folder, agent_folder_seedshop.seed_workspect),
           "tractorrepair": (agent_folder_tractorrepair.write_folder, agent_folder_tractorrepair.seed_workspect),
           "uniformshop": (agent_folder_uniformshop.write_folder, agent_folder_uniformshop.seed_workspect),
           "chilipaste": (agent_folder_chilipaste.write_folder, agent_folder_chilipaste.seed_workspect),
           "vegfarm": (agent_folder_vegfarm.write_folder, agent_folder_vegfarm.seed_workspect),
           "eventorganizer": (agent_folder_eventorganizer.write_folder, agent_folder_eventorganizer.seed_workspect),
           "bridalrental": (agent_folder_bridalrental.write_folder, agent_folder_bridalrental.seed_workspect),
           "guitarshop": (agent_folder_guitarshop.write_folder, agent_folder_guitarshop.seed_workspect),
           "songthaew": (agent_folder_songthaew.write_folder, agent_folder_songthaew.seed_workspect),
           "fishball": (agent_folder_fishball.write_folder, agent_folder_fishball.seed_workspect),
           "sportsshop": (agent_folder_sportsshop.write_folder, agent_folder_sportsshop.seed_workspect),
           "khanomjeen": (agent_folder_khanomjeen.write_folder, agent_folder_khanomjeen.seed_workspect),
           "printing3d": (agent_folder_printing3d.write_folder, agent_folder_printing3d.seed_workspect),
           "lychee": (agent_folder_lychee.write_folder, agent_folder_lychee.seed_workspect),
           "cleaningservice": (agent_folder_cleaningservice.write_folder, agent_folder_cleaningservice.seed_workspect),
           "quailfarm": (agent_folder_quailfarm.write_folder, agent_folder_quailfarm.seed_workspect),
           "languageschool": (agent_folder_languageschool.write_folder, agent_folder_languageschool.seed_workspect),
           "roofing": (agent_folder_roofing.write_folder, agent_folder_roofing.seed_workspect),
           "beautyclinic": (agent_folder_beautyclinic.write_folder, agent_folder_beautyclinic.seed_workspect),
           "shrimppaste": (agent_folder_shrimppaste.write_folder, agent_folder_shrimppaste.seed_workspect),
           "catcafe": (agent_folder_catcafe.write_folder, agent_folder_catcafe.seed_workspect),
           "silkfarm": (agent_folder_silkfarm.write_folder, agent_folder_silkfarm.seed_workspect),
           "physio": (agent_folder_physio.write_folder, agent_folder_physio.seed_workspect),
           "lawoffice": (agent_folder_lawoffice.write_folder, agent_folder_lawoffice.seed_workspect),
           "curtainshop": (agent_folder_curtainshop.write_folder, agent_folder_curtainshop.seed_workspect),
           "swimschool": (agent_folder_swimschool.write_folder, agent_folder_swimschool.seed_workspect),
           "scooterrental": (agent_folder_scooterrental.write_folder, agent_folder_scooterrental.seed_workspect),
           "bakerysupply": (agent_folder_bakerysupply.write_folder, agent_folder_bakerysupply.seed_workspect),
           "fishingpark": (agent_folder_fishingpark.write_folder, agent_folder_fishingpark.seed_workspect),
           "cramschool": (agent_folder_cramschool.write_folder, agent_folder_cramschool.seed_workspect),
           "nursingagency": (agent_folder_nursingagency.write_folder, agent_folder_nursingagency.seed_workspect),
           "shabu": (agent_folder_shabu.write_folder, agent_folder_shabu.seed_workspect),
           "tourguide": (agent_folder_tourguide.write_folder, agent_folder_tourguide.seed_workspect),
           "cementblock": (agent_folder_cementblock.write_folder, agent_folder_cementblock.seed_workspect),
           "dogbreeder": (agent_folder_dogbreeder.write_folder, agent_folder_dogbreeder.seed_workspect),
           "newparents": (agent_folder_newparents.write_folder, agent_folder_newparents.seed_workspect),
           "kombucha": (agent_folder_kombucha.write_folder, agent_folder_kombucha.seed_workspect),
           "tennisclub": (agent_folder_tennisclub.write_folder, agent_folder_tennisclub.seed_workspect),
           "interiordesign": (agent_folder_interiordesign.write_folder, agent_folder_interiordesign.seed_workspect),
           "frogfarm": (agent_folder_frogfarm.write_folder, agent_folder_frogfarm.seed_workspect),
           "youtuber": (agent_folder_youtuber.write_folder, agent_folder_youtuber.seed_workspect),
           "hostel": (agent_folder_hostel.write_folder, agent_folder_hostel.seed_workspect),
           "taxidriver": (agent_folder_taxidriver.write_folder, agent_folder_taxidriver.seed_workspect),
           "sewingfactory": (agent_folder_sewingfactory.write_folder, agent_folder_sewingfactory.seed_workspect),
           "cosmeticshop": (agent_folder_cosmeticshop.write_folder, agent_folder_cosmeticshop.seed_workspect),
           "fitnesstrainer": (agent_folder_fitnesstrainer.write_folder, agent_folder_fitnesstrainer.seed_workspect),
           "ricefarmer": (agent_folder_ricefarmer.write_folder, agent_folder_ricefarmer.seed_workspect),
           "carpenter": (agent_folder_carpenter.write_folder, agent_folder_carpenter.seed_workspect),
           "pharmarep": (agent_folder_pharmarep.write_folder, agent_folder_pharmarep.seed_workspect),
           "bordertrader": (agent_folder_bordertrader.write_folder, agent_folder_bordertrader.seed_workspect),
           "flightattendant": (agent_folder_flightattendant.write_folder, agent_folder_flightattendant.seed_workspect),
           "hospitalnurse": (agent_folder_hospitalnurse.write_folder, agent_folder_hospitalnurse.seed_workspect),
           "inkrefill": (agent_folder_inkrefill.write_folder, agent_folder_inkrefill.seed_workspect),
           "kitesurf": (agent_folder_kitesurf.write_folder, agent_folder_kitesurf.seed_workspect),
           "pianotuner": (agent_folder_pianotuner.write_folder, agent_folder_pianotuner.seed_workspect),
           "koifarm": (agent_folder_koifarm.write_folder, agent_folder_koifarm.seed_workspect),
           "ricepaper": (agent_folder_ricepaper.write_folder, agent_folder_ricepaper.seed_workspect),
           "landscaper": (agent_folder_landscaper.write_folder, agent_folder_landscaper.seed_workspect),
           "phonecase": (agent_folder_phonecase.write_folder, agent_folder_phonecase.seed_workspect),
           "coffeecart": (agent_folder_coffeecart.write_folder, agent_folder_coffeecart.seed_workspect),
           "freightforwarder": (agent_folder_freightforwarder.write_folder, agent_folder_freightforwarder.seed_workspect),
           "birdsnest": (agent_folder_birdsnest.write_folder, agent_folder_birdsnest.seed_workspect),
           "umbrella": (agent_folder_umbrella.write_folder, agent_folder_umbrella.seed_workspect),
           "securityguard": (agent_folder_securityguard.write_folder, agent_folder_securityguard.seed_workspect),
           "pethotel": (agent_folder_pethotel.write_folder, agent_folder_pethotel.seed_workspect),
           "catfish": (agent_folder_catfish.write_folder, agent_folder_catfish.seed_workspect),
           "golfcaddy": (agent_folder_golfcaddy.write_folder, agent_folder_golfcaddy.seed_workspect),
           "cartint": (agent_folder_cartint.write_folder, agent_folder_cartint.seed_workspect),
           "bonsai": (agent_folder_bonsai.write_folder, agent_folder_bonsai.seed_workspect),
           "lottery": (agent_folder_lottery.write_folder, agent_folder_lottery.seed_workspect),
           "paramedic": (agent_folder_paramedic.write_folder, agent_folder_paramedic.seed_workspect),
           "beachchair": (agent_folder_beachchair.write_folder, agent_folder_beachchair.seed_workspect),
           "welldrill": (agent_folder_welldrill.write_folder, agent_folder_welldrill.seed_workspect),
           "rattan": (agent_folder_rattan.write_folder, agent_folder_rattan.seed_workspect),
           "retreat": (agent_folder_retreat.write_folder, agent_folder_retreat.seed_workspect),
           "cakeshop": (agent_folder_cakeshop.write_folder, agent_folder_cakeshop.seed_workspect)}


def load_tasks(only: str | None = None, path: Path = TASKS) -> list[dict]:
    tasks = json.loads(path.read_text(encoding="utf-8"))
    if only:
        wanted = set(only.split(","))
        tasks = [task for task in tasks if task["id"] in wanted]
    return tasks


def written(workspect: Path, name: str) -> str | None:
    """The text of the file `name` written anywhere in the task's workspect (the model may add a folder); a name
    asked for without an extension ("save as vinyl price increase") is met with the one the file was given."""
    for path in workspect.rglob("*"):
        if path.is_file() and name.casefold() in (path.name.casefold(), "" if Path(name).suffix else path.stem.casefold()):
            return path.read_text(encoding="utf-8", errors="replace")
    return None


def judge(task: dict, record, workspect: Path) -> list[str]:
    """What failed ("file", "answer", "write", "error"); empty when the task succeeded."""
    used = set(record.read) | set(record.cited) | (set(record.found) if task["kind"] in FOUND_IS_USE else set())
    failed = []
    if not set(task["uses"]) <= {Path(path).name for path in used}:
        failed.append("file")
    if not all(contains_gold(record.answer, group) for group in task.get("answer", ())):
        failed.append("answer")
    if "writes" in task:
        text = written(workspect, task["writes"]["name"])
        if text is None or not all(contains_gold(text, [word]) for word in task["writes"]["words"]):
            failed.append("write")
    if record.errors:
        failed.append("error")
    return failed


def run_model(model: str, tasks: list[dict], folder: Path, workdir: Path, out=None, backend=None, seed=None,
              **changes) -> list[dict]:
    """Every task through one model's turns; `seed` fills a workspect (the folder's own; default the household's);
    `backend` and `changes` are for tests."""
    results = []
    with open_runtime(model, folder, workdir, backend=backend, **changes) as runtime:
        for task in tasks:
            workspect = runtime.config.workspect_dir / task["id"]
            (seed or seed_workspect)(workspect)
            record = run_turn(runtime, task["request"], workspect=workspect)
            failed = judge(task, record, workspect)
            result = {"model": model, "id": task["id"], "kind": task["kind"], "ok": not failed, "failed": failed,
                      "context_errors": sum(bool(CONTEXT_ERROR.search(e)) for e in record.errors), **asdict(record)}
            results.append(result)
            if out is not None:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
                out.flush()
    return results


def _median(results: list[dict], key: str) -> str:
    return f"{statistics.median(r[key] for r in results):.1f}" if results else "–"


def table(by_model: dict[str, list[dict]]) -> str:
    models = tuple(by_model)
    kinds = list(dict.fromkeys(r["kind"] for results in by_model.values() for r in results))

    def success(results):
        return f"{percent(sum(r['ok'] for r in results), len(results))} ({sum(r['ok'] for r in results)}/{len(results)})"

    rows = [(f"success (goal ≥ {GOAL} %)", [success(by_model[m]) for m in models])]
    rows += [(f"  {kind}", [success([r for r in by_model[m] if r["kind"] == kind]) for m in models]) for kind in kinds]
    rows += [
        ("context errors (goal 0)", [str(sum(r["context_errors"] for r in by_model[m])) for m in models]),
        ("tasks with any error", [str(sum(bool(r["errors"]) for r in by_model[m])) for m in models]),
        ("median seconds a task", [_median(by_model[m], "seconds") for m in models]),
        ("median CPU seconds a task", [_median(by_model[m], "cpu_seconds") for m in models]),
    ]
    ids = list(dict.fromkeys(r["id"] for results in by_model.values() for r in results))
    by_id = {m: {r["id"]: r for r in by_model[m]} for m in models}
    rows += [(task, ["ok" if by_id[m][task]["ok"] else "✗ " + ",".join(by_id[m][task]["failed"])
                     for m in models]) for task in ids]
    return side_by_side(rows, models)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="one model: a name from `run.py models` or a GGUF path")
    parser.add_argument("--models", help="several, comma-separated, reported side by side")
    parser.add_argument("--threads", type=int, help="CPU threads for the model (as run.py --threads)")
    parser.add_argument("--tasks", type=Path, default=TASKS, help=f"the task file (default {TASKS.name})")
    parser.add_argument("--folder", choices=tuple(FOLDERS), default="household",
                        help="the folder the tasks run over (default household; office, student, clinic, "
                             "guesthouse, market, farm, garage, tutor, pharmacy, salon, freelance, bakery, rental, "
                             "onlineshop, teacher, travel, renovation, printshop, dental, condo, cafe, gym, "
                             "accountant, eldercare, laundry, musicschool, vetclinic, wedding, daycare, carrental, "
                             "photostudio, insurance, florist, noodleshop, youthclub, solar, tailor, shrimp, catering, "
                             "schoolvan, phonerepair, massage, retiree, rubber, "
                             "aircon, temple, coffeeroaster, motortaxi and drivingschool have their own sets)")
    parser.add_argument("--only", help="task ids, comma-separated")
    parser.add_argument("--out", type=Path, help="per-task JSON lines")
    parser.add_argument("--embedder", choices=("use", "none"), help="the dense retriever (default: the app's, none)")
    args = parser.parse_args()
    if not args.tasks.is_file():
        parser.error(f"no task file at {args.tasks}")
    tasks = load_tasks(args.only, args.tasks)
    if not tasks:
        parser.error(f"no task called {args.only!r}; the ids are in {args.tasks}")
    write, seed = FOLDERS[args.folder]
    by_model = {}
    try:
        with tempfile.TemporaryDirectory(prefix="klang-tasks-") as tmp, \
                (args.out.open("w", encoding="utf-8") if args.out else nullcontext()) as out:
            folder = write(Path(tmp))
            files = sum(1 for path in folder.rglob("*") if path.is_file())
            for number, model in enumerate(model_names(args.models, args.model)):
                by_model[model] = run_model(model, tasks, folder, Path(tmp) / f"model-{number}", out,
                                            seed=seed, n_threads=args.threads, embedder=args.embedder)
    except RunError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    print(f"{len(tasks)} tasks over {files} files")
    print(table(by_model))
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
