"""python main.py opens the Knight's Tour window."""

from knighttour.gui.main_window import main

if __name__ == "__main__":
    main()
