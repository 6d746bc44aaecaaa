"""The wheel's contents; everything else about the project is in pyproject.toml.

Card art, fonts and icons (assets/) and the compiled translations (translations/*.qm) stay
where the source tree keeps them, where the art tools and translators work, and install as
package data inside cardavia_qt (cardavia_qt/assets/, cardavia_qt/translations/), which
cardavia_qt.resources reads with importlib.resources: one layout for a wheel, a user or pipx
install, the frozen app and the .deb. pyproject.toml cannot map folders from outside a package
into it while still finding the packages by itself, hence this file."""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent
# Each data folder and the files of it that install: everything in assets/, only the compiled
# catalogues of translations/ (the .ts sources and glossaries are for translators).
DATA = {"assets": "*", "translations": "*.qm"}


def data_packages() -> dict[str, str]:
    """Every folder of data as a package of cardavia_qt ("cardavia_qt.assets.cards.atlas")
    mapped to its folder, so setuptools takes each one's files."""
    packages = {}
    for top in DATA:
        for folder in [HERE / top, *sorted(path for path in (HERE / top).rglob("*") if path.is_dir())]:
            if folder.name != "__pycache__":
                relative = folder.relative_to(HERE)
                packages[".".join(("cardavia_qt", *relative.parts))] = relative.as_posix()
    return packages


DATA_PACKAGES = data_packages()

setup(
    packages=[*find_packages(include=["engine", "engine.*", "cardavia_qt", "cardavia_qt.*"]), *DATA_PACKAGES],
    package_dir=DATA_PACKAGES,
    package_data={name: [DATA[folder.split("/")[0]]] for name, folder in DATA_PACKAGES.items()},
)
